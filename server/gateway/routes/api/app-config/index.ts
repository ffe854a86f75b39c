/**
 * The public client configuration, read at start-up so one client build serves every
 * environment: scheme name, registration prefix, careline, card prefix, environment and the
 * marketing tag's address when there is one.
 * @see https://github.com/fastify/demo/blob/main/src/routes/api/index.ts
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CARD_PREFIX } from '../../../../../shared/constants.ts'
import { type AppConfig, appConfigApi } from '../../../../../shared/contract/app-config.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import type { AppEnv } from '../../../../../shared/switches.ts'

const appConfig: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config } = fastify
  const body = {
    schemeName: config.SCHEME_NAME,
    identityStartPrefix: config.IDENTITY_START_PREFIX,
    carelinePhone: config.CARELINE_PHONE,
    cardPrefix: CARD_PREFIX,
    appEnv: config.APP_ENV,
    ...(config.MARKETING_SCRIPT_URL ? { marketingScriptUrl: config.MARKETING_SCRIPT_URL } : {}),
  } satisfies Omit<AppConfig, 'appEnv'> & { appEnv: AppEnv }
  fastify.route({
    ...routeOf(appConfigApi.get),
    config: { access: 'public' },
    // The contract's AppEnvSchema is a mapped union whose static type TypeBox reads as never.
    handler: async () => body as AppConfig,
  })
}

export default appConfig
