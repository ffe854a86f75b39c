/**
 * Price records behind `GET /prices`, `GET /prices/categories` and the products' images. Routes
 * call these methods (through `fastify.pricesRepository`) and never write SQL.
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import type { Kysely } from 'kysely'
import type { PricesTables } from './schema.ts'

export function createPricesRepository(db: Kysely<PricesTables>) {
  const inCategory = (categoryKey: string | undefined) => {
    const all = db.selectFrom('price_records')
    return categoryKey === undefined ? all : all.where('category_key', '=', categoryKey)
  }
  return {
    /** One page of records in description order (SKU breaks ties), and how many there are in all. */
    page: async ({ categoryKey, offset, limit }: { categoryKey?: string; offset: number; limit: number }) => {
      const [rows, count] = await Promise.all([
        inCategory(categoryKey)
          .selectAll()
          .orderBy('description')
          .orderBy('sku')
          .offset(offset)
          .limit(limit)
          .execute(),
        inCategory(categoryKey)
          .select((eb) => eb.fn.countAll<string | number>().as('total'))
          .executeTakeFirstOrThrow(),
      ])
      return { rows, total: Number(count.total) }
    },
    /** Every category of the records, by name, with its record count. */
    categories: async () => {
      const rows = await db
        .selectFrom('price_records')
        .select(['category', 'category_key', (eb) => eb.fn.countAll<string | number>().as('count')])
        .groupBy(['category', 'category_key'])
        .orderBy('category')
        .execute()
      return rows.map((row) => ({ name: row.category, key: row.category_key, count: Number(row.count) }))
    },
    /** The words of one record's image; undefined for an unknown SKU. */
    imageText: (sku: string) =>
      db
        .selectFrom('price_records')
        .select(['description', 'category'])
        .where('sku', '=', sku)
        .executeTakeFirst(),
  }
}

export type PricesRepository = ReturnType<typeof createPricesRepository>
