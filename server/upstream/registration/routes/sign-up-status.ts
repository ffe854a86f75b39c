/**
 * POST /sign-up/status: the journey's sign-up status (PENDING, COMPLETE, FAILED), with the
 * completion token and card number once COMPLETE, or the failure message once FAILED.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { signUpStatus } from '../../../../shared/contract/upstream/identity.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'

const signUp: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(signUpStatus),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      await fastify.registrationJobs.completeIfDue(request.body.authToken)
      const row = await fastify.registrationsRepository.find(request.body.authToken)
      if (!row?.sign_up_status)
        throw new UpstreamRefusal(401, { code: 'UNAUTHORISED', message: 'No registration was submitted' })
      if (row.sign_up_status === 'FAILED')
        return { signUpStatus: 'FAILED', message: row.failure_message ?? '' }
      if (row.sign_up_status === 'PENDING') return { signUpStatus: 'PENDING' }
      const cardNumber = await fastify.collectorsRepository.cardNumber(row.completed_collector_id ?? '')
      return {
        signUpStatus: 'COMPLETE',
        ...(row.completed_token ? { registrationCompletedToken: row.completed_token } : {}),
        ...(cardNumber !== undefined ? { cardNumber } : {}),
      }
    },
  })
}

export default signUp
