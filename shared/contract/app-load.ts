/**
 * `GET /api/app-load?redirectUrl=`: what the client does on application load (routes
 * specification §4): go to /redirect.html with the hotels token, stay (the hotels session was
 * preloaded, or there was no token), or run the single-sign-on handler when nobody is signed in.
 */
import Type, { type Static } from 'typebox'
import { MAX_REDIRECT_LENGTH } from '../routes/safe-redirect.ts'
import { defineEndpoint } from './endpoint.ts'
import { errorResponses } from './error-response.ts'
import { shellRoutes } from './shell-routes.ts'

const AppLoadQuerySchema = Type.Object(
  { redirectUrl: Type.Optional(Type.String({ maxLength: MAX_REDIRECT_LENGTH })) },
  { additionalProperties: false },
)

const AppLoadSchema = Type.Union(
  [
    Type.Object(
      {
        action: Type.Literal('redirect'),
        location: Type.String({
          pattern: '^/redirect\\.html\\?',
          description: '/redirect.html?token=…&redirectUrl=…',
        }),
      },
      { additionalProperties: false },
    ),
    Type.Object({ action: Type.Literal('preload') }, { additionalProperties: false }),
    /** Signed in, but no hotels token (or the hotels call failed): nothing to do. */
    Type.Object({ action: Type.Literal('none') }, { additionalProperties: false }),
    Type.Object({ action: Type.Literal('sso') }, { additionalProperties: false }),
  ],
  { $id: 'AppLoad' },
)

export type AppLoad = Static<typeof AppLoadSchema>

/** `GET /api/redirect-allowlist`: the prefixes /redirect.html re-checks redirectUrl against. */
const RedirectAllowlistSchema = Type.Object(
  { prefixes: Type.Array(Type.String()) },
  { $id: 'RedirectAllowlist', additionalProperties: false },
)

export type RedirectAllowlist = Static<typeof RedirectAllowlistSchema>

export const appLoadApi = {
  get: defineEndpoint({
    ...shellRoutes.appLoad,
    tags: ['session'],
    summary: 'What to do on application load: redirect (hotels), preload, none or sso',
    querystring: AppLoadQuerySchema,
    response: { 200: AppLoadSchema, ...errorResponses([400, 429]) },
  }),
}

export const redirectAllowlistApi = {
  get: defineEndpoint({
    method: 'GET',
    url: '/api/redirect-allowlist',
    tags: ['config'],
    summary: 'Where /redirect.html may forward to (https origin and path prefixes)',
    response: { 200: RedirectAllowlistSchema },
  }),
}
