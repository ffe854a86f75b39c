/**
 * GET /api/login/state: which step of the card-number login this browser is at, so that
 * enter-password and the two-factor page can send a visitor without one back to card entry,
 * and whether the skip-collector-id switch sends card entry straight to identity login.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { loginApi } from '../../../../../shared/contract/login.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { currentLogin } from './card-login.ts'

const state: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(loginApi.state),
    config: { access: 'public' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const login = currentLogin(request)
      const switches = await fastify.featureSwitches.values(request)
      const skipCollectorId = switches.isSkipCollectorIdEnabled
      if (!login) return { step: 'card-number', skipCollectorId } as const
      if (!login.twoFactor) return { step: 'password', skipCollectorId } as const
      const { deliveryMethod, destination } = login.twoFactor
      return { step: 'two-factor', skipCollectorId, deliveryMethod, destination } as const
    },
  })
}

export default state
