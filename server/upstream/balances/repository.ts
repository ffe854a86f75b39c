/**
 * Points balances behind `GET /balance`: derived from the ledger (`transactions/repository.ts`),
 * never stored, so they always agree with the activity. Routes call these methods (through
 * `fastify.balancesRepository`) and never write SQL.
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import type { Kysely } from 'kysely'
import { balanceOf } from '../transactions/repository.ts'
import type { BalancesTables } from './schema.ts'

export function createBalancesRepository(db: Kysely<BalancesTables>) {
  return {
    /** The collector's points: the opening balance plus every transaction since (0 for a new collector). */
    points: (collectorId: string): Promise<number> => balanceOf(db, collectorId),
  }
}

export type BalancesRepository = ReturnType<typeof createBalancesRepository>
