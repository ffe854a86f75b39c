/**
 * Each sandbox brand's page (migration 017) under its own marker: a description, terms, and the
 * rates of the collect and redeem panels; and the area's bonus pages, posts and spend documents. Derived from the brands of `seed/brands.ts` by their place
 * in the list, so every seed gives the same pages.
 */
import type { Kysely } from 'kysely'
import type { BrandDetailsTable, BrandDocumentsTable, BrandsTables } from '../brands/schema.ts'
import type { BrandsTable } from '../db/schema.ts'
import { brandCategories, sandboxBrands } from './brands.ts'

export const BRAND_DETAILS_SEED = 'brand-details-v1'

const collectRates = [
  '1 point per £1',
  '2 points per £1',
  '3 points per £1',
  '5 points per £1',
  '10 points per £1',
]
const redeemRates = ['500 points = £2.50', '1,000 points = £5', '2,000 points = £10']

/** The registration gateway's brands, as partners the collector knows. */
const namedRates: Record<string, Pick<BrandDetailsTable, 'collect_rate' | 'redeem_rate'>> = {
  sainsburys: { collect_rate: '1 point per £1', redeem_rate: '500 points = £2.50' },
  argos: { collect_rate: '1 point per £1', redeem_rate: '500 points = £2.50' },
  ebay: { collect_rate: '1 point per £2', redeem_rate: null },
  'british-airways': { collect_rate: '1 point per £1', redeem_rate: '600 points = 400 Avios' },
  esso: { collect_rate: '1 point per litre', redeem_rate: null },
}

const categoryName = new Map(brandCategories.map((category) => [category.key, category.name]))

/** Most brands collect; every fourth only redeems, every other one does both. */
function ratesOf(index: number): Pick<BrandDetailsTable, 'collect_rate' | 'redeem_rate'> {
  const collect = collectRates[index % collectRates.length] ?? '1 point per £1'
  const redeem = redeemRates[index % redeemRates.length] ?? '500 points = £2.50'
  switch (index % 4) {
    case 1:
      return { collect_rate: collect, redeem_rate: redeem }
    case 3:
      return { collect_rate: null, redeem_rate: redeem }
    default:
      return { collect_rate: collect, redeem_rate: null }
  }
}

function brandDetailsOf(brand: BrandsTable, index: number): BrandDetailsTable {
  const rates = namedRates[brand.brand_details_key] ?? ratesOf(index)
  const category = (categoryName.get(brand.category_key) ?? 'our partners').toLowerCase()
  const where = brand.is_vldx ? 'online through its eShop' : 'in store and online'
  const earn = rates.collect_rate ? `Collect ${rates.collect_rate} you spend ${where}.` : ''
  const spend = rates.redeem_rate ? `Spend your points: ${rates.redeem_rate}.` : ''
  return {
    brand_details_key: brand.brand_details_key,
    description: `${brand.name} brings you ${category}. ${earn} ${spend}`.replace(/\s+/g, ' ').trim(),
    terms: [
      `Points are added to your account within 30 days of your purchase at ${brand.name}.`,
      'Points are collected on the amount paid, after discounts, excluding delivery, gift cards and returns.',
      'Your card must be registered and linked before you shop. One card per purchase.',
      `${brand.name} may change its rates; the rate shown when you buy applies.`,
    ].join('\n'),
    ...rates,
  }
}

export const sandboxBrandDetails = (): BrandDetailsTable[] => sandboxBrands().map(brandDetailsOf)

/** Returns true when it seeded, false when the pages were already there. Runs after the brands' seed. */
export async function seedBrandDetails(db: Kysely<BrandsTables>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_runs')
      .values({ name: BRAND_DETAILS_SEED })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('name')
      .executeTakeFirst()
    if (!claimed) return false
    const rows = sandboxBrandDetails()
    for (let start = 0; start < rows.length; start += 500)
      await trx
        .insertInto('brand_details')
        .values(rows.slice(start, start + 500))
        .execute()
    await trx.insertInto('brand_documents').values(sandboxBrandDocuments()).execute()
    return true
  })
}

/** The bonus pages, posts and spend documents of the brands area, seeded with the brands' pages. */
const sandboxBrandDocuments = (): BrandDocumentsTable[] => [
  {
    kind: 'bonus',
    key: 'double-points-argos',
    position: 1,
    title: 'Double points at Argos',
    body: 'Collect double points on everything at Argos this month.\nLink your card before you shop.',
    brand_details_key: 'argos',
  },
  {
    kind: 'bonus',
    key: 'ebay-welcome-bonus',
    position: 2,
    title: '500 bonus points on eBay',
    body: 'Spend £20 or more on eBay in one order and get 500 bonus points.\nOne bonus per collector.',
    brand_details_key: 'ebay',
  },
  ...['Collecting online', 'Spending at partners', 'Travel with points'].map(
    (title, index): BrandDocumentsTable => ({
      kind: 'post',
      key: `post-${index + 1}`,
      position: index + 1,
      title,
      body: `${title}: how to make the most of your points with our partner brands.`,
      brand_details_key: null,
    }),
  ),
  {
    kind: 'spend-document',
    key: 'how-to-spend',
    position: 1,
    title: 'How to spend your points',
    body: 'Spend 500 points for £2.50 off at participating partners.\nChoose to spend at the till or online.',
    brand_details_key: null,
  },
]
