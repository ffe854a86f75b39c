/**
 * The redirect allowlist of this environment (config/redirect-allowlist.ts), public: /redirect.html
 * re-checks its redirectUrl against it before forwarding (RED-1), whatever sent the browser there.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { REDIRECT_ALLOWLIST } from '../../../../../config/redirect-allowlist.ts'
import { redirectAllowlistApi } from '../../../../../shared/contract/app-load.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'

const redirectAllowlistRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const body = { prefixes: [...REDIRECT_ALLOWLIST[fastify.config.APP_ENV]] }
  fastify.route({
    ...routeOf(redirectAllowlistApi.get),
    config: { access: 'public' },
    handler: async () => body,
  })
}

export default redirectAllowlistRoute
