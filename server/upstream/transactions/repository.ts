/**
 * The collectors' transactions behind `GET transactions`, `GET transaction-history`, the totals and
 * the breakdown. Routes call these methods (through `fastify.transactionsRepository`) and never
 * write SQL. Every read is of one collector's rows, from the activity start date on. A page is a
 * keyset query on the (collector, date, id) index: as fast at the 5,000th row as at the first, with
 * no OFFSET scan and no count over the history.
 * @see https://use-the-index-luke.com/no-offset
 */
import { type Insertable, type Kysely, sql } from 'kysely'
import { ACTIVITY_START_DATE } from '../../../shared/constants/limits.ts'
import type { Position } from './next-token.ts'
import type { TransactionsTable, TransactionsTables } from './schema.ts'

export type TransactionRow = {
  id: string
  occurred_at: Date
  brand_key: string
  partner_name: string
  description: string
  points: number
}
export type FeedStatus = 'OK' | 'DELAYED'
export type BreakdownRow = {
  month: string
  brand_key: string
  partner_name: string
  earned: number
  spent: number
}

/** Rows inserted per statement: well under PostgreSQL's 65,535 bind parameters at 7 a row. */
const INSERT_BATCH = 2000
const ACTIVITY_START = new Date(`${ACTIVITY_START_DATE}T00:00:00Z`)
const columns = ['id', 'occurred_at', 'brand_key', 'partner_name', 'description', 'points'] as const

export function createTransactionsRepository(db: Kysely<TransactionsTables>) {
  const ofCollector = (collectorId: string) =>
    db
      .selectFrom('transactions')
      .where('collector_id', '=', collectorId)
      .where('occurred_at', '>=', ACTIVITY_START)

  return {
    /**
     * Up to `size` rows after `after` (newest first), and whether more follow: one row more than
     * asked is read to tell, instead of counting.
     */
    page: async (
      collectorId: string,
      size: number,
      after?: Position,
    ): Promise<{ rows: TransactionRow[]; hasMore: boolean }> => {
      let query = ofCollector(collectorId).select(columns)
      if (after)
        query = query.where((eb) =>
          eb(eb.refTuple('occurred_at', 'id'), '<', eb.tuple(after.occurredAt, after.id)),
        )
      const rows = await query
        .orderBy('occurred_at', 'desc')
        .orderBy('id', 'desc')
        .limit(size + 1)
        .execute()
      return { rows: rows.slice(0, size), hasMore: rows.length > size }
    },

    /** The history by offset (the spec's call shape); callers bound the offset. */
    history: async (
      collectorId: string,
      limit: number,
      offset: number,
    ): Promise<{ rows: TransactionRow[]; hasMore: boolean }> => {
      const rows = await ofCollector(collectorId)
        .select(columns)
        .orderBy('occurred_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .offset(offset)
        .execute()
      return { rows: rows.slice(0, limit), hasMore: rows.length > limit }
    },

    /** Points earned and spent (as a positive number) since the activity start date. */
    totals: async (collectorId: string): Promise<{ earned: number; spent: number }> => {
      const row = await ofCollector(collectorId)
        .select([
          sql<number>`coalesce(sum(case when points > 0 then points else 0 end), 0)::int`.as('earned'),
          sql<number>`coalesce(sum(case when points < 0 then -points else 0 end), 0)::int`.as('spent'),
        ])
        .executeTakeFirstOrThrow()
      return { earned: Number(row.earned), spent: Number(row.spent) }
    },

    /** Points earned and spent by month (UTC) and partner, newest month first, then by partner. */
    breakdown: async (collectorId: string): Promise<BreakdownRow[]> => {
      const month = sql<string>`to_char(occurred_at at time zone 'UTC', 'YYYY-MM')`
      const rows = await ofCollector(collectorId)
        .select([
          month.as('month'),
          'brand_key',
          sql<string>`min(partner_name)`.as('partner_name'),
          sql<number>`coalesce(sum(case when points > 0 then points else 0 end), 0)::int`.as('earned'),
          sql<number>`coalesce(sum(case when points < 0 then -points else 0 end), 0)::int`.as('spent'),
        ])
        .groupBy([month, 'brand_key'])
        .orderBy('month', 'desc')
        .orderBy('brand_key')
        .execute()
      return rows.map((row) => ({ ...row, earned: Number(row.earned), spent: Number(row.spent) }))
    },

    feedStatus: async (collectorId: string): Promise<FeedStatus> => {
      const row = await db
        .selectFrom('transaction_feeds')
        .select('status')
        .where('collector_id', '=', collectorId)
        .executeTakeFirst()
      return row?.status ?? 'OK'
    },

    setFeedStatus: async (collectorId: string, status: FeedStatus): Promise<void> => {
      await db
        .insertInto('transaction_feeds')
        .values({ collector_id: collectorId, status })
        .onConflict((conflict) => conflict.column('collector_id').doUpdateSet({ status }))
        .execute()
    },

    /** Inserts many rows in batches of multi-row statements. */
    insertMany: async (rows: ReadonlyArray<Insertable<TransactionsTable>>): Promise<void> => {
      await insertTransactions(db, rows)
    },
  }
}

/** Multi-row inserts of `INSERT_BATCH` rows: the seed's and the bench's fast path. */
export async function insertTransactions(
  db: Kysely<TransactionsTables>,
  rows: ReadonlyArray<Insertable<TransactionsTable>>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH)
    await db
      .insertInto('transactions')
      .values(rows.slice(start, start + INSERT_BATCH))
      .execute()
}

export type TransactionsRepository = ReturnType<typeof createTransactionsRepository>
