/**
 * The listing's page and category, kept in the URL (`?category=meat%26fish&page=2`) so that a reload,
 * a shared link and the back button keep them. All categories is no `category` parameter.
 */
import { PRICE_CATEGORY_KEY_PATTERN } from '../../../shared/contract/prices.ts'

const PRICES_PATH = '/how-to-get-nectar-prices'
/** The radio group's value for every category. */
export const ALL_CATEGORIES = 'all'
export const ALL_CATEGORIES_LABEL = 'All categories'

export type PricesChoice = { page: number; category: string }

const categoryPattern = new RegExp(PRICE_CATEGORY_KEY_PATTERN)

/** From the URL's search string; a missing or malformed value falls back to page 1, all categories. */
export function parsePricesChoice(search: string): PricesChoice {
  const params = new URLSearchParams(search)
  const page = Number(params.get('page'))
  const category = params.get('category') ?? ''
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    category: categoryPattern.test(category) ? category : ALL_CATEGORIES,
  }
}

/** The listing's URL for a choice; a new category starts at its first page. */
export function pricesHref({ page, category }: PricesChoice): string {
  const params = new URLSearchParams()
  if (category !== ALL_CATEGORIES) params.set('category', category)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `${PRICES_PATH}?${search}` : PRICES_PATH
}
