/**
 * Seeds every demo collector's shops with Nectar Prices from the activity start (2025-01-01) to
 * the day of the first start, about two a week, and a digital receipt with its lines for each of
 * their four latest shops: ids `dr-KKNN`, KK the collector's place in card-number order (Alex 01,
 * Sam 02, Jordan 03, Morgan 04), NN 01 to 04 from the latest. The figures are drawn from a hash of
 * the collector's place and the day, so every start of a fresh store seeds the same shapes. Its own
 * marker, so that a store seeded before savings existed gets them on its next start.
 * @see ../../../docs/sandbox.md
 */
import type { Insertable, Kysely } from 'kysely'
import { ACTIVITY_START_DATE } from '../../../shared/constants/limits.ts'
import type {
  DigitalReceiptLinesTable,
  DigitalReceiptsTable,
  NectarPricesTransactionsTable,
  SavingsTables,
} from '../savings/schema.ts'
import { insertTransactions } from '../transactions/repository.ts'
import type { TransactionsTable } from '../transactions/schema.ts'

export const SAVINGS_SEED = 'savings-v1'
export const RECEIPTS_PER_COLLECTOR = 4

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

const STORES = [
  "Sainsbury's Holborn Circus",
  "Sainsbury's Nine Elms",
  "Sainsbury's Local Clapham High Street",
  "Sainsbury's Camden",
  "Sainsbury's Local Waterloo Station",
] as const

/** Products a receipt's lines are drawn from: unit price and, for Nectar Prices, the saving. */
const PRODUCTS: readonly { item: string; pricePence: number; savingPence: number }[] = [
  { item: 'British semi skimmed milk 2.27L', pricePence: 165, savingPence: 20 },
  { item: 'Wholemeal bread 800g', pricePence: 140, savingPence: 0 },
  { item: 'Free range eggs x12', pricePence: 350, savingPence: 50 },
  { item: 'Mature cheddar 400g', pricePence: 425, savingPence: 75 },
  { item: 'Bananas x5', pricePence: 95, savingPence: 0 },
  { item: 'Chicken breast fillets 640g', pricePence: 550, savingPence: 100 },
  { item: 'Basmati rice 1kg', pricePence: 250, savingPence: 0 },
  { item: 'Orange juice 1L', pricePence: 200, savingPence: 35 },
  { item: 'Greek style yoghurt 500g', pricePence: 150, savingPence: 25 },
  { item: 'Ground coffee 227g', pricePence: 475, savingPence: 125 },
  { item: 'Washing up liquid 450ml', pricePence: 120, savingPence: 0 },
  { item: 'Salmon fillets x2', pricePence: 500, savingPence: 90 },
]

/** A small integer hash: the same inputs give the same figures on every start. */
function hash(...parts: number[]): number {
  let h = 0x811c9dc5
  for (const part of parts) {
    h ^= part
    h = Math.imul(h, 0x01000193) >>> 0
    h ^= h >>> 13
    h = Math.imul(h, 0x5bd1e995) >>> 0
  }
  return (h ^ (h >>> 15)) >>> 0
}

/**
 * About two shops in this many days: a week for most, five weeks for Alex Taylor (place 1), whose
 * short activity pages to its end in three pages.
 */
const SHOP_DAYS = (place: number) => (place === 1 ? 35 : 7)

const pad = (n: number) => String(n).padStart(2, '0')

/** The demo collectors, in card-number order: the sandbox's accounts with online credentials. */
const demoCollectors = (db: Kysely<SavingsTables>) =>
  db
    .selectFrom('collectors')
    .select('id')
    .where('status', '=', 'active')
    .where('password_hash', 'is not', null)
    .orderBy('card_number')
    .execute()

type Shop = Insertable<NectarPricesTransactionsTable> & { occurred_at: Date; points_earned: number }

/** A shop's row in the ledger: its id, its time and its points, at Sainsbury's. */
const shopTransaction = (shop: Shop): Insertable<TransactionsTable> => ({
  id: shop.id,
  collector_id: shop.collector_id,
  occurred_at: shop.occurred_at,
  brand_key: 'sainsburys',
  partner_name: "Sainsbury's",
  description: `Nectar Prices shop, ${shop.store}`,
  points: shop.points_earned,
})

/** One collector's shops from the activity start to `now`, oldest first. */
function sandboxShops(collectorId: string, place: number, now: Date): Shop[] {
  const shops: Shop[] = []
  for (
    let day = Date.parse(`${ACTIVITY_START_DATE}T00:00:00Z`), n = 0;
    day <= now.getTime();
    day += DAY_MS, n++
  ) {
    const h = hash(place, n)
    if (h % SHOP_DAYS(place) >= 2) continue
    const occurredAt = new Date(day + (8 + (h % 12)) * HOUR_MS + (h % 60) * 60_000)
    if (occurredAt > now) continue
    const spend = 1200 + (hash(place, n, 1) % 7800)
    shops.push({
      id: `npt-${pad(place)}-${occurredAt.toISOString().slice(0, 10).replaceAll('-', '')}`,
      collector_id: collectorId,
      occurred_at: occurredAt,
      store: STORES[hash(place, n, 2) % STORES.length] as string,
      spend_pence: spend,
      saved_pence: 40 + (hash(place, n, 3) % 560),
      points_earned: Math.floor(spend / 100),
    })
  }
  return shops
}

/** A receipt's lines for a shop; the shop's figures become the receipt's totals. */
function receiptLines(receiptId: string, place: number, k: number): Insertable<DigitalReceiptLinesTable>[] {
  const count = 3 + (hash(place, k, 4) % 4)
  const first = hash(place, k, 5) % PRODUCTS.length
  return Array.from({ length: count }, (_, line) => {
    const product = PRODUCTS[(first + line * 5) % PRODUCTS.length] as (typeof PRODUCTS)[number]
    const quantity = 1 + (hash(place, k, line, 6) % 3)
    return {
      receipt_id: receiptId,
      line_no: line + 1,
      item: product.item,
      quantity,
      price_pence: product.pricePence * quantity,
      nectar_price_saving_pence: product.savingPence * quantity,
    }
  })
}

/** Returns true when it seeded, false when the savings were already there. */
export async function seedSavings(db: Kysely<SavingsTables>, now = new Date()): Promise<boolean> {
  const collectors = await demoCollectors(db)
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_runs')
      .values({ name: SAVINGS_SEED })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('name')
      .executeTakeFirst()
    if (!claimed) return false
    const shops: Shop[] = []
    const receipts: Insertable<DigitalReceiptsTable>[] = []
    const lines: Insertable<DigitalReceiptLinesTable>[] = []
    collectors.forEach(({ id: collectorId }, index) => {
      const place = index + 1
      const own = sandboxShops(collectorId, place, now)
      // The latest shops have receipts: their figures are their lines' sums.
      own
        .slice(-RECEIPTS_PER_COLLECTOR)
        .reverse()
        .forEach((shop, k) => {
          const receiptId = `dr-${pad(place)}${pad(k + 1)}`
          const drawn = receiptLines(receiptId, place, k)
          const subtotal = drawn.reduce((sum, line) => sum + line.price_pence, 0)
          const saved = drawn.reduce((sum, line) => sum + line.nectar_price_saving_pence, 0)
          shop.spend_pence = subtotal - saved
          shop.saved_pence = saved
          shop.points_earned = Math.floor((subtotal - saved) / 100)
          receipts.push({ id: receiptId, collector_id: collectorId, transaction_id: shop.id })
          lines.push(...drawn)
        })
      shops.push(...own)
    })
    // In slices: one insert of every row would pass PostgreSQL's limit of bound parameters.
    for (let start = 0; start < shops.length; start += 1000)
      await trx
        .insertInto('nectar_prices_transactions')
        .values(shops.slice(start, start + 1000))
        .execute()
    // Nectar Prices points are points earned: each shop is in the ledger under its own id.
    await insertTransactions<SavingsTables>(
      trx,
      shops.filter((shop) => shop.points_earned > 0).map(shopTransaction),
    )
    if (receipts.length > 0) await trx.insertInto('digital_receipts').values(receipts).execute()
    if (lines.length > 0) await trx.insertInto('digital_receipt_lines').values(lines).execute()
    return true
  })
}
