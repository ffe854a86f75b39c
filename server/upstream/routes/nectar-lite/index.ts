/**
 * The temporary card: access-email gives the address a ghost card valid for 30 days (the same
 * card while one is valid) and e-mails a link to it; GET card reads the card by the link's token.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { TEMP_CARD_VALID_DAYS } from '../../../../shared/constants/limits.ts'
import { DAY_MS } from '../../../../shared/constants/timings.ts'
import { accessEmail, tempCard } from '../../../../shared/contract/upstream/identity.ts'
import { routeOf } from '../../lib/route-of.ts'
import { sendTempCardEmail } from '../../registration/emails.ts'
import { digest, newCardNumber, newToken } from '../../registration/tokens.ts'

const nectarLite: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify

  /** The address's valid temporary card, or a new ghost card. */
  async function cardFor(email: string, now: Date) {
    const current = await db
      .selectFrom('temp_cards')
      .select(['collector_id', 'valid_until'])
      .where('email', '=', email)
      .where('valid_until', '>', now)
      .orderBy('valid_until', 'desc')
      .executeTakeFirst()
    if (current) return { collectorId: current.collector_id, validUntil: current.valid_until }
    const collectorId = randomUUID()
    const cardNumber = await newCardNumber(db)
    await db
      .insertInto('collectors')
      .values({
        id: collectorId,
        card_number: cardNumber,
        email: null,
        password_hash: null,
        first_name: '',
        last_name: '',
        title: null,
        date_of_birth: null,
        phone_number: null,
        country_code: null,
        memorable_name: null,
        user_type: 'ghost',
        status: 'active',
      })
      .execute()
    return { collectorId, validUntil: new Date(now.getTime() + TEMP_CARD_VALID_DAYS * DAY_MS) }
  }

  fastify.route({
    ...routeOf(accessEmail),
    handler: async (request, reply) => {
      const email = request.body.email.trim().toLowerCase()
      const { collectorId, validUntil } = await cardFor(email, new Date())
      const token = newToken()
      await db
        .insertInto('temp_cards')
        .values({ token_hash: digest(token), email, collector_id: collectorId, valid_until: validUntil })
        .execute()
      await sendTempCardEmail(fastify.outbox, fastify.config.PUBLIC_ORIGIN, email, token)
      return reply.code(202).send(null)
    },
  })

  fastify.route({
    ...routeOf(tempCard),
    handler: async (request, reply) => {
      const card = await db
        .selectFrom('temp_cards')
        .innerJoin('collectors', 'collectors.id', 'temp_cards.collector_id')
        .select(['collectors.card_number', 'temp_cards.valid_until'])
        .where('temp_cards.token_hash', '=', digest(request.query.token))
        .where('temp_cards.valid_until', '>', new Date())
        .executeTakeFirst()
      if (!card)
        return reply.code(404).send({ code: 'NOT_FOUND', message: 'This temporary card link is not valid' })
      return { cardNumber: card.card_number, validUntil: card.valid_until.toISOString() }
    },
  })
}

export default nectarLite
