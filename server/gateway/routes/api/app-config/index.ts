/**
 * The public client configuration, read at start-up so one client build serves every
 * environment: scheme name, registration prefix, careline, card prefix, environment and the
 * marketing tag's address when there is one.
 * @see https://github.com/fastify/demo/blob/main/src/routes/api/index.ts
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { appConfigApi } from '../../../../../shared/contract/app-config.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { publicAppConfig } from '../../../public-app-config.ts'

const appConfig: FastifyPluginAsyncTypebox = async (fastify) => {
  const body = publicAppConfig(fastify.config)
  fastify.route({
    ...routeOf(appConfigApi.get),
    config: { access: 'public' },
    handler: async () => body,
  })
}

export default appConfig
