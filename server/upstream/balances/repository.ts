/**
 * Points balances behind `GET /balance`. Routes call these methods (through
 * `fastify.balancesRepository`) and never write SQL.
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import type { Kysely } from 'kysely'
import type { BalancesTables } from './schema.ts'

export function createBalancesRepository(db: Kysely<BalancesTables>) {
  return {
    /** The collector's points: 0 until they collect any (no row yet). */
    points: async (collectorId: string): Promise<number> => {
      const row = await db
        .selectFrom('balances')
        .select('points')
        .where('collector_id', '=', collectorId)
        .executeTakeFirst()
      return row?.points ?? 0
    },
  }
}

export type BalancesRepository = ReturnType<typeof createBalancesRepository>
