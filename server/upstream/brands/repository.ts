/**
 * Partner brands with their category and page (`brand_details`), behind `GET brands/{key}`,
 * `GET brands/panel`, `GET brands/list` and `GET categories`. Routes call these methods (through
 * `fastify.brandsRepository`) and never write SQL.
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import type { Kysely } from 'kysely'
import type { BrandsTables } from './schema.ts'

export type BrandFilter = {
  categoryKey?: string
  /** Part of the name, any case. */
  search?: string
  /** Only the brands with an e-shop. */
  eshop?: boolean
  panel?: 'collect' | 'redeem'
  limit?: number
}

/** `%`, `_` and `\` match themselves in the search. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export function createBrandsRepository(db: Kysely<BrandsTables>) {
  const withPage = () =>
    db
      .selectFrom('brands')
      .innerJoin('brand_categories', 'brand_categories.key', 'brands.category_key')
      .leftJoin('brand_details', 'brand_details.brand_details_key', 'brands.brand_details_key')
      .select([
        'brands.brand_details_key',
        'brands.name',
        'brands.logo_image_url',
        'brands.is_vldx',
        'brands.category_key',
        'brand_categories.name as category_name',
        'brand_details.collect_rate',
        'brand_details.redeem_rate',
      ])

  const list = ({ categoryKey, search, eshop, panel, limit = 1000 }: BrandFilter) => {
    let query = withPage()
    if (categoryKey !== undefined) query = query.where('brands.category_key', '=', categoryKey)
    if (search !== undefined)
      query = query.where((eb) => eb(eb.fn('lower', ['brands.name']), 'like', likePattern(search)))
    if (eshop) query = query.where('brands.is_vldx', '=', true)
    if (panel === 'collect') query = query.where('brand_details.collect_rate', 'is not', null)
    if (panel === 'redeem') query = query.where('brand_details.redeem_rate', 'is not', null)
    return query.orderBy('brands.name').orderBy('brands.brand_details_key').limit(limit).execute()
  }

  return {
    list,
    /** One brand with its page's content; undefined for an unknown key. */
    find: (key: string) =>
      withPage()
        .select(['brand_details.description', 'brand_details.terms'])
        .where('brands.brand_details_key', '=', key)
        .executeTakeFirst(),
    /** Other brands of the category, by name. */
    similar: (categoryKey: string, exceptKey: string, limit: number) =>
      withPage()
        .where('brands.category_key', '=', categoryKey)
        .where('brands.brand_details_key', '!=', exceptKey)
        .orderBy('brands.name')
        .limit(limit)
        .execute(),
    /** Every category by name, with how many brands it holds. */
    categories: async () => {
      const rows = await db
        .selectFrom('brand_categories')
        .leftJoin('brands', 'brands.category_key', 'brand_categories.key')
        .select([
          'brand_categories.key',
          'brand_categories.name',
          (eb) => eb.fn.count<string | number>('brands.brand_details_key').as('count'),
        ])
        .groupBy(['brand_categories.key', 'brand_categories.name'])
        .orderBy('brand_categories.name')
        .execute()
      return rows.map((row) => ({ key: row.key, name: row.name, count: Number(row.count) }))
    },
    /** A bonus page or spend document by its key; undefined when there is none. */
    document: (kind: 'bonus' | 'spend-document', key: string) =>
      db
        .selectFrom('brand_documents')
        .selectAll()
        .where('kind', '=', kind)
        .where('key', '=', key)
        .executeTakeFirst(),
    /** The post of this id, or the one before or after it, with its neighbours' ids. */
    post: async (key: string, direction?: 'next' | 'previous') => {
      const posts = db.selectFrom('brand_documents').selectAll().where('kind', '=', 'post')
      const at = await posts.where('key', '=', key).executeTakeFirst()
      if (!at || direction === undefined) return at
      return direction === 'next'
        ? posts.where('position', '>', at.position).orderBy('position').limit(1).executeTakeFirst()
        : posts.where('position', '<', at.position).orderBy('position', 'desc').limit(1).executeTakeFirst()
    },
    /** The ids of the posts before and after this position. */
    postNeighbours: async (position: number) => {
      const posts = db.selectFrom('brand_documents').select('key').where('kind', '=', 'post')
      const [previous, next] = await Promise.all([
        posts.where('position', '<', position).orderBy('position', 'desc').limit(1).executeTakeFirst(),
        posts.where('position', '>', position).orderBy('position').limit(1).executeTakeFirst(),
      ])
      return { previousId: previous?.key ?? null, nextId: next?.key ?? null }
    },
    categoryExists: async (key: string) =>
      (await db.selectFrom('brand_categories').select('key').where('key', '=', key).executeTakeFirst()) !==
      undefined,
  }
}

export type BrandsRepository = ReturnType<typeof createBrandsRepository>
export type BrandRow = Awaited<ReturnType<BrandsRepository['list']>>[number]
