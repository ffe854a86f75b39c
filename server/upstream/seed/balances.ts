/**
 * The sandbox collectors' points balances (docs/sandbox.md), by card number. Seeded once per data
 * set under its own marker, so existing data sets gain them too; cards not in the store are skipped.
 */
import type { Kysely } from 'kysely'
import type { BalancesTables } from '../balances/schema.ts'

export const BALANCES_SEED = 'balances-v1'

/** Card number → points. */
export const SANDBOX_BALANCES: Readonly<Record<string, number>> = {
  '10000000001': 12480,
  '10000000002': 3215,
  '10000000003': 18760,
  '10000000004': 1050,
  '20000000001': 6420,
}

/** Returns true when it seeded, false when the data was already there. */
export async function seedBalances(db: Kysely<BalancesTables>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_runs')
      .values({ name: BALANCES_SEED })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('name')
      .executeTakeFirst()
    if (!claimed) return false
    const cards = await trx
      .selectFrom('collectors')
      .select(['id', 'card_number'])
      .where('card_number', 'in', Object.keys(SANDBOX_BALANCES))
      .execute()
    if (cards.length > 0)
      await trx
        .insertInto('balances')
        .values(
          cards.map((card) => ({
            collector_id: card.id,
            opening_points: SANDBOX_BALANCES[card.card_number] ?? 0,
          })),
        )
        .onConflict((conflict) => conflict.column('collector_id').doNothing())
        .execute()
    return true
  })
}
