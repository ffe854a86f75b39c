/**
 * The two-factor challenges table (hashes only) joined to the collector the code goes to.
 * The challenge functions call these methods and never write SQL.
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import type { Kysely } from 'kysely'
import type { OutboxChannel } from '../db/schema.ts'
import type { TwoFactorTables } from './schema.ts'

export type NewChallenge = { idHash: string; collectorId: string; delivery: OutboxChannel; expiresAt: Date }

export function createTwoFactorRepository(db: Kysely<TwoFactorTables>) {
  return {
    phoneNumberOf: async (collectorId: string) =>
      (
        await db
          .selectFrom('collectors')
          .select(['phone_number'])
          .where('id', '=', collectorId)
          .executeTakeFirstOrThrow()
      ).phone_number,
    insert: async ({ idHash, collectorId, delivery, expiresAt }: NewChallenge) => {
      await db
        .insertInto('two_factor_challenges')
        .values({
          id_hash: idHash,
          collector_id: collectorId,
          code_hash: null,
          delivery,
          expires_at: expiresAt,
        })
        .execute()
    },
    /** The unexpired challenge of this id hash, with where its codes go. */
    live: (idHash: string, now: Date) =>
      db
        .selectFrom('two_factor_challenges')
        .innerJoin('collectors', 'collectors.id', 'two_factor_challenges.collector_id')
        .select([
          'two_factor_challenges.id_hash',
          'two_factor_challenges.collector_id',
          'two_factor_challenges.code_hash',
          'two_factor_challenges.delivery',
          'two_factor_challenges.sends',
          'collectors.email',
          'collectors.phone_number',
          'collectors.country_code',
        ])
        .where('two_factor_challenges.id_hash', '=', idHash)
        .where('two_factor_challenges.expires_at', '>', now)
        .executeTakeFirst(),
    /** A new code: the attempts start again and the send is counted. */
    setCode: async (idHash: string, codeHash: string) => {
      await db
        .updateTable('two_factor_challenges')
        .set((eb) => ({ code_hash: codeHash, attempts: 0, sends: eb('sends', '+', 1) }))
        .where('id_hash', '=', idHash)
        .execute()
    },
    /** Counts a wrong code: the attempts so far. */
    countAttempt: async (idHash: string) =>
      (
        await db
          .updateTable('two_factor_challenges')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('id_hash', '=', idHash)
          .returning('attempts')
          .executeTakeFirst()
      )?.attempts,
    /** Deletes the challenge: its collector id when it was still there. */
    remove: async (idHash: string) =>
      (
        await db
          .deleteFrom('two_factor_challenges')
          .where('id_hash', '=', idHash)
          .returning('collector_id')
          .executeTakeFirst()
      )?.collector_id,
  }
}
