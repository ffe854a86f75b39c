/**
 * Seeds the price-promotion records once per data set under their own marker. A record whose Nectar
 * price is not its base price less its discount (or whose non-Nectar price is not its base price,
 * or whose discount is outside £0.10 to £9.00) is refused before anything is written: the seed throws.
 */
import type { Kysely } from 'kysely'
import type { PriceRecordsTable, PricesTables } from '../prices/schema.ts'
import { sandboxPriceRecords } from './price-catalogue.ts'

export const PRICES_SEED = 'prices-v1'

/** The discounts the specification saw (§3): £0.10 to £9.00. */
const DISCOUNT_MIN_PENCE = 10
const DISCOUNT_MAX_PENCE = 900

export class PriceRecordRefused extends Error {
  override name = 'PriceRecordRefused'
}

/** Throws PriceRecordRefused naming the first record that breaks the price rules. */
export function checkPriceRecords(records: readonly PriceRecordsTable[]): void {
  const skus = new Set<string>()
  for (const record of records) {
    const why =
      record.nectar_price_pence !== record.base_price_pence - record.discount_pence
        ? 'its Nectar price is not its base price less its discount'
        : record.non_nectar_price_pence !== record.base_price_pence
          ? 'its non-Nectar price is not its base price'
          : record.discount_pence < DISCOUNT_MIN_PENCE || record.discount_pence > DISCOUNT_MAX_PENCE
            ? 'its discount is outside £0.10 to £9.00'
            : record.nectar_price_pence <= 0
              ? 'its Nectar price is not positive'
              : skus.has(record.sku)
                ? 'its SKU is taken'
                : undefined
    if (why) throw new PriceRecordRefused(`Price record ${record.sku} refused: ${why}`)
    skus.add(record.sku)
  }
}

/** Returns true when it seeded, false when the data was already there. */
export async function seedPrices(
  db: Kysely<PricesTables>,
  records: readonly PriceRecordsTable[] = sandboxPriceRecords(),
): Promise<boolean> {
  checkPriceRecords(records)
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_runs')
      .values({ name: PRICES_SEED })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('name')
      .executeTakeFirst()
    if (!claimed) return false
    // In slices: one statement's parameters stay well under PostgreSQL's limit of 65,535.
    for (let start = 0; start < records.length; start += 500)
      await trx
        .insertInto('price_records')
        .values(records.slice(start, start + 500))
        .execute()
    return true
  })
}
