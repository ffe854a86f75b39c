/**
 * progressive/confirm-registration: submits a finished journey. Completion is asynchronous (see
 * registration-jobs); the answer says how the collector logs in afterwards: DO_LOGIN for a new
 * account, DO_LOGIN_NECTAR for an existing card (analog or ghost) that now has its online account.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { confirmRegistration } from '../../../../shared/contract/upstream/identity.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import { userDataOf } from '../repository.ts'

const submit: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(confirmRegistration),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const row = await fastify.registrationsRepository.find(request.body.authToken)
      if (!row || row.sign_up_status)
        throw new UpstreamRefusal(401, { code: 'UNAUTHORISED', message: 'Unknown or finished registration' })
      const data = userDataOf(row)
      if (!row.email_confirmed || !row.password_hash || !data.firstName || !data.lastName)
        throw new UpstreamRefusal(400, { code: 'INCOMPLETE', message: 'The registration is not complete' })
      await fastify.registrationsRepository.update(row.auth_token, {
        sign_up_status: 'PENDING',
        submitted_at: new Date(),
      })
      fastify.registrationJobs.schedule(row.auth_token)
      return { nextStep: row.collector_id ? ('DO_LOGIN_NECTAR' as const) : ('DO_LOGIN' as const) }
    },
  })
}

export default submit
