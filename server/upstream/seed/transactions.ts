/**
 * The sandbox collectors' points ledger from the activity start date to today (docs/sandbox.md):
 * every movement their other sandbox data implies (the shops with Nectar Prices, already written
 * by the savings seed, the vouchers redeemed, the partner conversions) and shopping, fuel, partner
 * orders, offer bonuses and points spent around them, then the opening balance that makes the
 * balance the README's. The rows are walked in time order so that the balance never goes below
 * zero: a spend the points so far cannot cover becomes a shop, and a balance well above the
 * collector's is spent on an order. Sam Patel has more than 5,000 rows, the long list; Alex Taylor a
 * short one that pages to its end in three pages. Jordan Lee's feed is DELAYED. Seeded once under
 * its own marker, in batched multi-row inserts; cards not in the store are skipped.
 */
import { randomUUID } from 'node:crypto'
import type { Insertable, Kysely } from 'kysely'
import { ACTIVITY_START_DATE } from '../../../shared/constants/limits.ts'
import type { ConversionDirection, PartnerKey } from '../../../shared/constants/linked-partners.ts'
import type { BalancesTable } from '../balances/schema.ts'
import { conversionDescription } from '../linked-accounts/repository.ts'
import type { LinkedAccountsTables } from '../linked-accounts/schema.ts'
import { insertTransactions } from '../transactions/repository.ts'
import type { TransactionsTable, TransactionsTables } from '../transactions/schema.ts'
import { redemptionDescription } from '../vouchers/repository.ts'
import type { VouchersTables } from '../vouchers/schema.ts'

export const TRANSACTIONS_SEED = 'transactions-v1'

/** Card number → how many transactions in all (the shops, redemptions and conversions among them). */
export const SANDBOX_TRANSACTION_COUNTS: Readonly<Record<string, number>> = {
  '10000000001': 57,
  '10000000002': 5200,
  '10000000003': 420,
  '10000000004': 360,
  '10000000005': 300,
  '20000000001': 90,
}

/** The tables the ledger is drawn from: the other seeds' vouchers and conversions. */
export type LedgerSeedTables = TransactionsTables &
  Pick<VouchersTables, 'vouchers' | 'brands'> &
  Pick<LinkedAccountsTables, 'partner_conversions' | 'linked_accounts'>

/** The card whose feed is DELAYED: Jordan Lee, a demo collector who can sign in and see it. */
export const DELAYED_FEED_CARD = '10000000003'

type Kind = { brandKey: string; partnerName: string; description: string; points: (n: number) => number }

/** Brand keys of `brands.ts`; spending kinds give negative points. */
const KINDS: readonly Kind[] = [
  {
    brandKey: 'sainsburys',
    partnerName: "Sainsbury's",
    description: 'Shopping in store',
    points: (n) => 20 + (n % 180),
  },
  {
    brandKey: 'sainsburys',
    partnerName: "Sainsbury's",
    description: 'Online groceries',
    points: (n) => 40 + (n % 200),
  },
  { brandKey: 'esso', partnerName: 'Esso', description: 'Fuel', points: (n) => 60 + (n % 60) },
  {
    brandKey: 'sainsburys',
    partnerName: "Sainsbury's",
    description: 'Points spent at the till',
    points: (n) => -(100 * (1 + (n % 3))),
  },
  { brandKey: 'argos', partnerName: 'Argos', description: 'Purchase', points: (n) => 30 + (n % 120) },
  { brandKey: 'ebay', partnerName: 'eBay', description: 'Purchase', points: (n) => 10 + (n % 80) },
  {
    brandKey: 'sainsburys',
    partnerName: "Sainsbury's",
    description: 'Shopping in store',
    points: (n) => 25 + (n % 150),
  },
  {
    brandKey: 'sainsburys',
    partnerName: "Sainsbury's",
    description: 'Bonus points from an offer',
    points: (n) => 50 * (1 + (n % 4)),
  },
  { brandKey: 'esso', partnerName: 'Esso', description: 'Fuel', points: (n) => 55 + (n % 50) },
  {
    brandKey: 'simply-be',
    partnerName: 'Simply Be',
    description: 'Online order',
    points: (n) => 25 + (n % 100),
  },
  {
    brandKey: 'argos',
    partnerName: 'Argos',
    description: 'Points spent on an order',
    points: (n) => -(200 + 50 * (n % 5)),
  },
  {
    brandKey: 'phase-eight',
    partnerName: 'Phase Eight',
    description: 'Online order',
    points: (n) => 40 + (n % 90),
  },
]

/**
 * `count` transactions spread evenly from the activity start date to `now`, newest at `now`
 * less a few hours; whole milliseconds, so a page position round-trips exactly.
 */
export function sandboxTransactions(
  collectorId: string,
  count: number,
  now: Date,
  salt = 0,
): Insertable<TransactionsTable>[] {
  const start = Date.parse(`${ACTIVITY_START_DATE}T08:00:00Z`)
  const span = Math.max(0, now.getTime() - 3 * 60 * 60 * 1000 - start)
  const step = count > 1 ? span / count : 0
  return Array.from({ length: count }, (_, i) => {
    const n = i * 7 + salt
    const kind = KINDS[n % KINDS.length] as Kind
    // A few minutes either side of the even spacing, so times look like shopping, not a clock.
    const jitter = ((n * 37) % 61) * 1000 * 47
    return {
      id: randomUUID(),
      collector_id: collectorId,
      occurred_at: new Date(Math.round(start + i * step + Math.min(jitter, step / 2))),
      brand_key: kind.brandKey,
      partner_name: kind.partnerName,
      description: kind.description,
      points: kind.points(n),
    }
  })
}

type Row = Insertable<TransactionsTable> & { occurred_at: Date }

/** A generic spend the points so far cannot cover becomes this: a shop. */
const SHOP = KINDS[0] as Kind

/**
 * One collector's ledger: the fixed rows (already written, or implied by their vouchers and
 * conversions) with `count` rows in all around them, and the opening balance that leaves `balance`.
 * Walked in time order from a balance of 0, `low` the lowest point so far: a generic spend is made
 * only above it, so that the opening (minus the lowest point) keeps every balance at zero or more.
 */
function ledgerOf(
  collectorId: string,
  {
    fixed,
    count,
    balance,
    now,
    salt,
  }: { fixed: Row[]; count: number; balance: number; now: Date; salt: number },
): { rows: Row[]; opening: number } {
  const generic = sandboxTransactions(collectorId, Math.max(0, count - fixed.length - 1), now, salt).map(
    (row) => ({ ...row, occurred_at: new Date(row.occurred_at), generic: true }),
  )
  const timeline = [...fixed.map((row) => ({ ...row, generic: false })), ...generic].sort(
    (a, b) => a.occurred_at.getTime() - b.occurred_at.getTime(),
  )
  let running = 0
  let low = 0
  const rows: Row[] = []
  for (const [i, { generic: isGeneric, ...row }] of timeline.entries()) {
    if (isGeneric && row.points < 0) {
      const room = running - low
      if (room > balance + 500)
        Object.assign(row, {
          brand_key: 'argos',
          partner_name: 'Argos',
          description: 'Points spent on an order',
          points: -Math.floor((room - balance / 2) / 100) * 100,
        })
      else if (-row.points > room)
        Object.assign(row, {
          brand_key: SHOP.brandKey,
          partner_name: SHOP.partnerName,
          description: SHOP.description,
          points: SHOP.points(i),
        })
    }
    running += row.points
    low = Math.min(low, running)
    rows.push(row)
  }
  // The last row spends what the opening could not take back: at least a small till spend.
  const last = rows.at(-1)?.occurred_at.getTime() ?? now.getTime() - 2 * 60 * 60 * 1000
  const spend = Math.max(running - low - balance, 100 * (1 + (salt % 3)))
  rows.push({
    id: randomUUID(),
    collector_id: collectorId,
    occurred_at: new Date(Math.min(last + 60_000, Math.max(last + 1, now.getTime()))),
    brand_key: 'sainsburys',
    partner_name: "Sainsbury's",
    description: 'Points spent at the till',
    points: -spend,
  })
  return { rows, opening: balance - (running - spend) }
}

/** The rows other seeds imply: each voucher's redemption and each conversion's moves of points. */
async function impliedRows(trx: Kysely<LedgerSeedTables>): Promise<Row[]> {
  const redemptions = await trx
    .selectFrom('vouchers as v')
    .leftJoin('brands as b', 'b.brand_details_key', 'v.brand_details_key')
    .select([
      'v.transaction_id',
      'v.collector_id',
      'v.issued_at',
      'v.brand_details_key',
      'v.item_description',
    ])
    .select(['v.points_spent', 'b.name'])
    .where('v.points_spent', '>', 0)
    .execute()
  const conversions = await trx
    .selectFrom('partner_conversions as c')
    .innerJoin('linked_accounts as l', 'l.id', 'c.linked_account_id')
    .select(['c.collector_id', 'c.created_at', 'c.direction', 'c.points', 'c.converted_points', 'c.result'])
    .select('l.partner')
    .execute()
  return [
    ...redemptions.map((v) => ({
      id: v.transaction_id,
      collector_id: v.collector_id,
      occurred_at: new Date(v.issued_at),
      brand_key: v.brand_details_key,
      partner_name: v.name ?? v.brand_details_key,
      description: redemptionDescription(v.item_description),
      points: -v.points_spent,
    })),
    ...conversions.flatMap((c) => {
      const partner = c.partner as PartnerKey
      const direction = c.direction as ConversionDirection
      const at = new Date(c.created_at)
      const base = { collector_id: c.collector_id, brand_key: partner, partner_name: 'British Airways' }
      const row = (points: number, description: string, ms = 0) => ({
        ...base,
        id: randomUUID(),
        occurred_at: new Date(at.getTime() + ms),
        description,
        points,
      })
      if (direction === 'NTP')
        return c.result === 'ERROR'
          ? [
              row(-c.points, conversionDescription(partner, direction)),
              row(c.points, conversionDescription(partner, direction, true), 1500),
            ]
          : [row(-c.points, conversionDescription(partner, direction))]
      return c.result === 'SUCCESS'
        ? [row(c.converted_points, conversionDescription(partner, direction))]
        : []
    }),
  ]
}

/** Returns true when it seeded, false when the data was already there. */
export async function seedTransactions(db: Kysely<LedgerSeedTables>, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_runs')
      .values({ name: TRANSACTIONS_SEED })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('name')
      .executeTakeFirst()
    if (!claimed) return false
    const written = await trx
      .selectFrom('transactions')
      .select(['id', 'collector_id', 'occurred_at', 'brand_key', 'partner_name', 'description', 'points'])
      .execute()
    const fixed = [
      ...written.map((row) => ({ ...row, occurred_at: new Date(row.occurred_at) })),
      ...(await impliedRows(trx)),
    ]
    const involved = new Set(fixed.map((row) => row.collector_id))
    const cards = await trx
      .selectFrom('collectors as c')
      .leftJoin('balances as b', 'b.collector_id', 'c.id')
      .select(['c.id', 'c.card_number', 'b.opening_points'])
      .where((eb) =>
        eb.or([
          eb('c.card_number', 'in', Object.keys(SANDBOX_TRANSACTION_COUNTS)),
          ...(involved.size > 0 ? [eb('c.id', 'in', [...involved])] : []),
        ]),
      )
      .orderBy('c.card_number')
      .execute()
    const writtenIds = new Set(written.map((row) => row.id))
    const rows: Row[] = []
    const openings: Insertable<BalancesTable>[] = []
    cards.forEach((card, k) => {
      const ledger = ledgerOf(card.id, {
        fixed: fixed.filter((row) => row.collector_id === card.id),
        count: SANDBOX_TRANSACTION_COUNTS[card.card_number] ?? 0,
        // The points the collector's balance seed gave them are what the ledger must end on.
        balance: card.opening_points ?? 0,
        now,
        salt: k,
      })
      rows.push(...ledger.rows.filter((row) => !writtenIds.has(String(row.id))))
      openings.push({ collector_id: card.id, opening_points: ledger.opening })
    })
    await insertTransactions<LedgerSeedTables>(trx, rows)
    if (openings.length > 0)
      await trx
        .insertInto('balances')
        .values(openings)
        .onConflict((conflict) =>
          conflict
            .column('collector_id')
            .doUpdateSet((eb) => ({ opening_points: eb.ref('excluded.opening_points') })),
        )
        .execute()
    const delayed = cards.find((card) => card.card_number === DELAYED_FEED_CARD)
    if (delayed)
      await trx
        .insertInto('transaction_feeds')
        .values({ collector_id: delayed.id, status: 'DELAYED' })
        .execute()
    return true
  })
}
