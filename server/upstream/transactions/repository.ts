/**
 * The points ledger: the collectors' transactions behind `GET transactions`, `GET
 * transaction-history`, the totals and the breakdown, and the balance they add up to. Routes call
 * these methods (through `fastify.transactionsRepository`) and never write SQL; every area that
 * moves points does it with `movePoints` inside its own transaction, so no balance changes without
 * its row in the activity. Every read is of one collector's rows, from the activity start date on.
 * A page is a keyset query on the (collector, date, id) index: as fast at the 5,000th row as at
 * the first, with no OFFSET scan and no count over the history.
 * @see https://use-the-index-luke.com/no-offset
 */
import { randomUUID } from 'node:crypto'
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

/** The tables a movement writes: any area's database that includes them can move points. */
export type LedgerTables = Pick<TransactionsTables, 'transactions' | 'balances'>

/** One points movement as the activity lists it: earned (positive) or spent (negative). */
export type Movement = {
  collectorId: string
  points: number
  brandKey: string
  partnerName: string
  description: string
  /** The row's id when another record names it (a voucher's `transaction_id`). */
  id?: string
  occurredAt?: Date
  /** A card replacement's pair: listed, counted in the balance, but neither earned nor spent. */
  cardTransfer?: boolean
}

/** The balance: the points held on the activity start date plus every transaction since. */
export async function balanceOf<DB extends LedgerTables>(
  db: Kysely<DB>,
  collectorId: string,
): Promise<number> {
  const ledger = db as unknown as Kysely<LedgerTables>
  const row = await ledger
    .selectNoFrom((eb) => [
      eb
        .fn<number>('coalesce', [
          eb.selectFrom('balances').select('opening_points').where('collector_id', '=', collectorId),
          eb.lit(0),
        ])
        .as('opening'),
      eb
        .fn<number>('coalesce', [
          eb
            .selectFrom('transactions')
            .select(sql<number>`sum(points)::int`.as('net'))
            .where('collector_id', '=', collectorId)
            .where('occurred_at', '>=', ACTIVITY_START),
          eb.lit(0),
        ])
        .as('net'),
    ])
    .executeTakeFirstOrThrow()
  return Number(row.opening) + Number(row.net)
}

/**
 * Writes one movement to the ledger inside the caller's transaction (`trx`), which holds the
 * collector's balance row locked until it ends: movements of one collector queue, and each sees
 * the balance the one before left. A spend the balance cannot cover writes nothing: undefined.
 * Otherwise the balance after it.
 */
export async function movePoints<DB extends LedgerTables>(
  trx: Kysely<DB>,
  movement: Movement,
): Promise<number | undefined> {
  const ledger = trx as unknown as Kysely<LedgerTables>
  const { collectorId, points } = movement
  await ledger
    .insertInto('balances')
    .values({ collector_id: collectorId, opening_points: 0 })
    .onConflict((conflict) => conflict.column('collector_id').doNothing())
    .execute()
  await ledger
    .selectFrom('balances')
    .select('collector_id')
    .where('collector_id', '=', collectorId)
    .forUpdate()
    .execute()
  const before = await balanceOf(ledger, collectorId)
  if (points === 0) return before
  if (before + points < 0) return undefined
  await ledger
    .insertInto('transactions')
    .values({
      id: movement.id ?? randomUUID(),
      collector_id: collectorId,
      occurred_at: movement.occurredAt ?? new Date(),
      brand_key: movement.brandKey,
      partner_name: movement.partnerName,
      description: movement.description,
      points,
      card_transfer: movement.cardTransfer ?? false,
    })
    .execute()
  return before + points
}

export function createTransactionsRepository(db: Kysely<TransactionsTables>) {
  const ofCollector = (collectorId: string) =>
    db
      .selectFrom('transactions')
      .where('collector_id', '=', collectorId)
      .where('occurred_at', '>=', ACTIVITY_START)
  /** Earning and spending only: a card replacement's pair moves points between the collector's own cards. */
  const earnedOrSpent = (collectorId: string) => ofCollector(collectorId).where('card_transfer', '=', false)

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
      const row = await earnedOrSpent(collectorId)
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
      const rows = await earnedOrSpent(collectorId)
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

    balance: (collectorId: string) => balanceOf(db, collectorId),

    /** Inserts many rows in batches of multi-row statements. */
    insertMany: async (rows: ReadonlyArray<Insertable<TransactionsTable>>): Promise<void> => {
      await insertTransactions(db, rows)
    },
  }
}

/** Multi-row inserts of `INSERT_BATCH` rows: the seed's and the bench's fast path (the seed's transaction may be passed). */
export async function insertTransactions<DB extends Pick<TransactionsTables, 'transactions'>>(
  db: Kysely<DB>,
  rows: ReadonlyArray<Insertable<TransactionsTable>>,
): Promise<void> {
  const ledger = db as unknown as Kysely<Pick<TransactionsTables, 'transactions'>>
  for (let start = 0; start < rows.length; start += INSERT_BATCH)
    await ledger
      .insertInto('transactions')
      .values(rows.slice(start, start + INSERT_BATCH))
      .execute()
}

export type TransactionsRepository = ReturnType<typeof createTransactionsRepository>
