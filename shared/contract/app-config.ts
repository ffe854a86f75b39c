/** `GET /api/app-config`: what the client needs at start, so it needs no build-time config. */
import Type, { type Static } from 'typebox'
import { APP_ENVS } from '../switches.ts'
import { defineEndpoint } from './endpoint.ts'
import { shellRoutes } from './shell-routes.ts'

const AppEnvSchema = Type.Union(
  APP_ENVS.map((env) => Type.Literal(env)),
  { description: 'running environment' },
)

export const AppConfigSchema = Type.Object(
  {
    schemeName: Type.String({ minLength: 1, description: "the scheme's name in texts" }),
    identityStartPrefix: Type.String({
      pattern: '^(?:/[a-z0-9-]+)+$',
      description: 'registration journey prefix',
    }),
    carelinePhone: Type.String({ minLength: 1 }),
    cardPrefix: Type.String({
      pattern: '^[0-9]+$',
      description: 'fixed digits shown before the card number',
    }),
    appEnv: AppEnvSchema,
    marketingScriptUrl: Type.Optional(
      Type.String({ description: 'marketing tag script, added only with marketing consent' }),
    ),
  },
  { $id: 'AppConfig', additionalProperties: false },
)

export type AppConfig = Static<typeof AppConfigSchema>

export const appConfigApi = {
  get: defineEndpoint({
    ...shellRoutes.appConfig,
    tags: ['config'],
    summary: 'Public client configuration',
    response: { 200: AppConfigSchema },
  }),
}
