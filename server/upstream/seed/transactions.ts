/**
 * The sandbox collectors' transactions from the activity start date to today, across the
 * supermarket, the fuel retailer and partner brands, earning and spending (README, Sandbox). Sam
 * Patel has more than 5,000, the long list; Alex Taylor a short one that pages to its end in three
 * pages. Jordan Lee's feed is DELAYED. Seeded once under its own marker, in batched multi-row
 * inserts; cards not in the store are skipped.
 */
import { randomUUID } from 'node:crypto'
import type { Insertable, Kysely } from 'kysely'
import { ACTIVITY_START_DATE } from '../../../shared/constants/limits.ts'
import { insertTransactions } from '../transactions/repository.ts'
import type { TransactionsTable, TransactionsTables } from '../transactions/schema.ts'

export const TRANSACTIONS_SEED = 'transactions-v1'

/** Card number → how many transactions. */
export const SANDBOX_TRANSACTION_COUNTS: Readonly<Record<string, number>> = {
  '10000000001': 47,
  '10000000002': 5200,
  '10000000003': 180,
  '10000000004': 120,
  '10000000005': 60,
  '20000000001': 90,
}

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
    brandKey: 'british-airways',
    partnerName: 'British Airways',
    description: 'Avios conversion',
    points: (n) => -(250 * (1 + (n % 2))),
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

/** Returns true when it seeded, false when the data was already there. */
export async function seedTransactions(db: Kysely<TransactionsTables>, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_runs')
      .values({ name: TRANSACTIONS_SEED })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('name')
      .executeTakeFirst()
    if (!claimed) return false
    const cards = await trx
      .selectFrom('collectors')
      .select(['id', 'card_number'])
      .where('card_number', 'in', Object.keys(SANDBOX_TRANSACTION_COUNTS))
      .orderBy('card_number')
      .execute()
    const rows = cards.flatMap((card, k) =>
      sandboxTransactions(card.id, SANDBOX_TRANSACTION_COUNTS[card.card_number] ?? 0, now, k),
    )
    await insertTransactions(trx, rows)
    const delayed = cards.find((card) => card.card_number === DELAYED_FEED_CARD)
    if (delayed)
      await trx
        .insertInto('transaction_feeds')
        .values({ collector_id: delayed.id, status: 'DELAYED' })
        .execute()
    return true
  })
}
