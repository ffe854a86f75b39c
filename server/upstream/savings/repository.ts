/**
 * Savings, Nectar Prices transactions and digital receipts behind `customer/savings*`,
 * `nectar-prices/transactions*`, `detailed-states/NECTAR_PRICES` and `digital-receipts/*`. Every
 * method takes the caller's collector id: a collector only ever reads their own rows. Routes call
 * these methods (through `fastify.savingsRepository`) and never write SQL. Days are UTC days.
 */
import { type Kysely, sql } from 'kysely'
import type {
  CumulativeSavings,
  NectarPricesTotals,
  NectarPricesTransaction,
  Receipt,
  SavingsMonth,
  SavingsPage,
} from '../../../shared/contract/savings.ts'
import type { SavingsTables } from './schema.ts'

export type DayRange = { fromDate: string; toDate: string }

const DAY_MS = 24 * 60 * 60 * 1000
const startOf = (day: string) => new Date(`${day}T00:00:00Z`)
/** The instant just after the range's last day. */
const endOf = (day: string) => new Date(startOf(day).getTime() + DAY_MS)

/** Every month from the range's first to its last, so that a month without shops shows as 0. */
function monthsOf({ fromDate, toDate }: DayRange): string[] {
  const months: string[] = []
  let [year, month] = fromDate.split('-').map(Number) as [number, number]
  const last = toDate.slice(0, 7)
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`
    if (key > last) return months
    months.push(key)
    month += 1
    if (month > 12) [year, month] = [year + 1, 1]
  }
}

export function createSavingsRepository(db: Kysely<SavingsTables>) {
  const inRange = (collectorId: string, range: DayRange) =>
    db
      .selectFrom('nectar_prices_transactions as t')
      .where('t.collector_id', '=', collectorId)
      .where('t.occurred_at', '>=', startOf(range.fromDate))
      .where('t.occurred_at', '<', endOf(range.toDate))

  return {
    /** The range's savings in all and month by month (every month of the range, 0 when none). */
    cumulative: async (collectorId: string, range: DayRange): Promise<CumulativeSavings> => {
      const month = sql<string>`to_char(t.occurred_at at time zone 'UTC', 'YYYY-MM')`
      const rows = await inRange(collectorId, range)
        .select([
          month.as('month'),
          sql<number>`cast(sum(t.saved_pence) as integer)`.as('savedPence'),
          sql<number>`cast(sum(t.points_earned) as integer)`.as('pointsEarned'),
          sql<number>`cast(count(*) as integer)`.as('transactions'),
        ])
        .groupBy(month)
        .execute()
      const byMonth = new Map(rows.map((row) => [row.month, row]))
      const months: SavingsMonth[] = monthsOf(range).map((key) => {
        const row = byMonth.get(key)
        return {
          month: key,
          savedPence: row?.savedPence ?? 0,
          pointsEarned: row?.pointsEarned ?? 0,
          transactions: row?.transactions ?? 0,
        }
      })
      const sum = (field: 'savedPence' | 'pointsEarned' | 'transactions') =>
        months.reduce((total, entry) => total + entry[field], 0)
      return {
        ...range,
        savedPence: sum('savedPence'),
        pointsEarned: sum('pointsEarned'),
        transactions: sum('transactions'),
        months,
      }
    },

    /** The range's shops, latest first, `size` from `offset`; the next page's offset or null. */
    page: async (
      collectorId: string,
      range: DayRange,
      offset: number,
      size: number,
    ): Promise<SavingsPage> => {
      const rows = await inRange(collectorId, range)
        .select(['t.id', 't.occurred_at', 't.store', 't.saved_pence', 't.points_earned'])
        .orderBy('t.occurred_at', 'desc')
        .orderBy('t.id')
        .limit(size + 1)
        .offset(offset)
        .execute()
      return {
        savings: rows.slice(0, size).map((row) => ({
          transactionId: row.id,
          date: row.occurred_at.toISOString(),
          store: row.store,
          savedPence: row.saved_pence,
          pointsEarned: row.points_earned,
        })),
        pageOffset: rows.length > size ? offset + size : null,
      }
    },

    /** The latest `count` shops, with the id of their digital receipt if they have one. */
    latest: async (collectorId: string, count: number): Promise<NectarPricesTransaction[]> => {
      const rows = await db
        .selectFrom('nectar_prices_transactions as t')
        .leftJoin('digital_receipts as r', 'r.transaction_id', 't.id')
        .select([
          't.id',
          't.occurred_at',
          't.store',
          't.spend_pence',
          't.saved_pence',
          't.points_earned',
          'r.id as receipt_id',
        ])
        .where('t.collector_id', '=', collectorId)
        .orderBy('t.occurred_at', 'desc')
        .orderBy('t.id')
        .limit(count)
        .execute()
      return rows.map((row) => ({
        id: row.id,
        date: row.occurred_at.toISOString(),
        store: row.store,
        spendPence: row.spend_pence,
        savedPence: row.saved_pence,
        pointsEarned: row.points_earned,
        digitalReceiptId: row.receipt_id,
      }))
    },

    /** Every shop's totals; the first shop's day (null before any). */
    totals: async (collectorId: string): Promise<NectarPricesTotals & { firstDay: string | null }> => {
      const row = await db
        .selectFrom('nectar_prices_transactions')
        .select([
          sql<number>`cast(count(*) as integer)`.as('transactions'),
          sql<number>`cast(coalesce(sum(spend_pence), 0) as integer)`.as('spendPence'),
          sql<number>`cast(coalesce(sum(saved_pence), 0) as integer)`.as('savedPence'),
          sql<number>`cast(coalesce(sum(points_earned), 0) as integer)`.as('pointsEarned'),
          sql<Date | null>`min(occurred_at)`.as('first'),
        ])
        .where('collector_id', '=', collectorId)
        .executeTakeFirstOrThrow()
      const first = row.first === null ? null : new Date(row.first)
      return {
        transactions: row.transactions,
        spendPence: row.spendPence,
        savedPence: row.savedPence,
        pointsEarned: row.pointsEarned,
        firstDay: first ? first.toISOString().slice(0, 10) : null,
      }
    },

    /** The collector's own receipt, or undefined (unknown, or another collector's). */
    receipt: async (collectorId: string, id: string): Promise<Receipt | undefined> => {
      const head = await db
        .selectFrom('digital_receipts as r')
        .innerJoin('nectar_prices_transactions as t', 't.id', 'r.transaction_id')
        .select(['r.id', 't.store', 't.occurred_at', 't.points_earned'])
        .where('r.id', '=', id)
        .where('r.collector_id', '=', collectorId)
        .executeTakeFirst()
      if (!head) return undefined
      const lines = await db
        .selectFrom('digital_receipt_lines')
        .select(['item', 'quantity', 'price_pence', 'nectar_price_saving_pence'])
        .where('receipt_id', '=', id)
        .orderBy('line_no')
        .execute()
      const subtotalPence = lines.reduce((sum, line) => sum + line.price_pence, 0)
      const savedPence = lines.reduce((sum, line) => sum + line.nectar_price_saving_pence, 0)
      return {
        id: head.id,
        store: head.store,
        purchasedAt: head.occurred_at.toISOString(),
        lines: lines.map((line) => ({
          item: line.item,
          quantity: line.quantity,
          pricePence: line.price_pence,
          nectarPriceSavingPence: line.nectar_price_saving_pence,
        })),
        subtotalPence,
        savedPence,
        totalPence: subtotalPence - savedPence,
        pointsEarned: head.points_earned,
      }
    },
  }
}

export type SavingsRepository = ReturnType<typeof createSavingsRepository>
