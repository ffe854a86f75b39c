/**
 * The temporary card: access-email gives the address a ghost card valid for 30 days (the same
 * card while one is valid) and e-mails a link to it; GET card reads the card by the link's token.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { TEMP_CARD_VALID_DAYS } from '../../../../shared/constants/limits.ts'
import { DAY_MS } from '../../../../shared/constants/timings.ts'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { accessEmail, tempCard } from '../../../../shared/contract/upstream/identity.ts'
import { digest, newToken } from '../../lib/tokens.ts'
import { sendTempCardEmail } from '../../registration/emails.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'

const nectarLite: FastifyPluginAsyncTypebox = async (fastify) => {
  const { collectorsRepository: collectors, tempCardsRepository: tempCards } = fastify

  /** The address's valid temporary card, or a new ghost card. */
  async function cardFor(email: string, now: Date) {
    const current = await tempCards.validFor(email, now)
    if (current) return current
    const collectorId = await collectors.createGhost()
    return { collectorId, validUntil: new Date(now.getTime() + TEMP_CARD_VALID_DAYS * DAY_MS) }
  }

  fastify.route({
    ...routeOf(accessEmail),
    config: { callers: 'anonymous' },
    handler: async (request, reply) => {
      const email = request.body.email.trim().toLowerCase()
      const { collectorId, validUntil } = await cardFor(email, new Date())
      const token = newToken()
      await tempCards.addLink({ tokenHash: digest(token), email, collectorId, validUntil })
      await sendTempCardEmail(fastify.outbox, fastify.config.PUBLIC_ORIGIN, email, token)
      return reply.code(202).send(null)
    },
  })

  fastify.route({
    ...routeOf(tempCard),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const card = await tempCards.cardByTokenHash(digest(request.query.token), new Date())
      if (!card)
        throw new UpstreamRefusal(404, {
          code: 'NOT_FOUND',
          message: 'This temporary card link is not valid',
        })
      return { cardNumber: card.cardNumber, validUntil: card.validUntil.toISOString() }
    },
  })
}

export default nectarLite
