/**
 * The pages of e-mailed confirmation links, without sign-in (routes specification §2.1
 * `/confirm-email-address`, `/confirm-update-email`; §7 `PUT verify-email`, `PUT customer/v3/email`):
 * each spends its token once, within its lifetime; a used, expired or unknown link is refused with
 * its own code (errors/link-refusal.ts). An optional new password is checked with the §5 rules by
 * the upstream, which knows the collector's names, and ends every session of the collector (the
 * provider's and, by the revocation cut-off, the gateway's). Rate limited per client.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { emailConfirmationApi } from '../../../../../shared/contract/email-confirmation.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { orLinkRefusal } from '../../../errors/link-refusal.ts'
import { Refusal } from '../../../errors/refusal.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'

const RATE_LIMIT = { max: 20, timeWindow: 600_000 }

const emailConfirmation: FastifyPluginAsyncTypebox = async (fastify) => {
  const { emailConfirmation: upstream } = fastify.upstream

  fastify.route({
    ...routeOf(emailConfirmationApi.verifyEmail),
    config: { access: 'public', stateChanging: true, rateLimit: RATE_LIMIT },
    handler: async (request) => {
      await orLinkRefusal('verify-email', request.log, () =>
        upstream.verifyEmail(request.body.token, { log: request.log }),
      )
      return { confirmed: true as const }
    },
  })

  fastify.route({
    ...routeOf(emailConfirmationApi.updateEmail),
    config: { access: 'public', stateChanging: true, rateLimit: RATE_LIMIT },
    handler: async (request) => {
      const { token, newPassword } = request.body
      try {
        const { collectorId } = await orLinkRefusal('update-email', request.log, () =>
          upstream.updateEmail(token, newPassword, { log: request.log }),
        )
        // A new password ends every session of the collector, as a change or a reset does.
        if (newPassword !== undefined) await fastify.sessionRevocation.revokeCollector(collectorId)
      } catch (error) {
        // The new password's rule or a taken address: the upstream's message is the one to show.
        if (error instanceof UpstreamError && error.upstreamStatus === 400 && error.errorStatus)
          throw new Refusal(400, error.errorStatus, error.message)
        throw error
      }
      return { confirmed: true as const }
    },
  })
}

export default emailConfirmation
