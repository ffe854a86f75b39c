/**
 * POST /replacement-card?replacementType=…[&cardType=KEYTAG]: the signed-in collector replaces
 * their card (routes specification §3, §7). The same replacement as the signed-out flow: the old
 * number is blocked at once and the balance moves to the new one in one transaction (audited),
 * and the collector is told by e-mail when the card or key tag arrives.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { replacementCard } from '../../../../shared/contract/upstream/account-settings.ts'

const accountReplacementCard: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(replacementCard),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const { replacementType, cardType } = request.query
      const replaced = await fastify.cardSelfService.replace(
        caller.collectorId,
        replacementType,
        cardType ?? 'CARD',
      )
      return { ...replaced, cardType: cardType ?? ('CARD' as const) }
    },
  })
}

export default accountReplacementCard
