/**
 * The temporary cards' links: a token hash per e-mailed link, the ghost card it shows and until
 * when. Routes call these methods (through `fastify.tempCardsRepository`) and never write SQL.
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

export type TempCardLink = { tokenHash: string; email: string; collectorId: string; validUntil: Date }

export function createTempCardsRepository(db: Kysely<Database>) {
  return {
    /** The address's temporary card still valid at `now` (the latest), if any. */
    validFor: async (email: string, now: Date) => {
      const row = await db
        .selectFrom('temp_cards')
        .select(['collector_id', 'valid_until'])
        .where('email', '=', email)
        .where('valid_until', '>', now)
        .orderBy('valid_until', 'desc')
        .executeTakeFirst()
      return row && { collectorId: row.collector_id, validUntil: row.valid_until }
    },
    addLink: async ({ tokenHash, email, collectorId, validUntil }: TempCardLink) => {
      await db
        .insertInto('temp_cards')
        .values({ token_hash: tokenHash, email, collector_id: collectorId, valid_until: validUntil })
        .execute()
    },
    /** The card a link's token hash shows, while valid at `now`. */
    cardByTokenHash: async (tokenHash: string, now: Date) => {
      const row = await db
        .selectFrom('temp_cards')
        .innerJoin('collectors', 'collectors.id', 'temp_cards.collector_id')
        .select(['collectors.card_number', 'temp_cards.valid_until'])
        .where('temp_cards.token_hash', '=', tokenHash)
        .where('temp_cards.valid_until', '>', now)
        .executeTakeFirst()
      return row && { cardNumber: row.card_number, validUntil: row.valid_until }
    },
  }
}

export type TempCardsRepository = ReturnType<typeof createTempCardsRepository>
