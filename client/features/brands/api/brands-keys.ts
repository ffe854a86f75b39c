/** The brands' query keys: one place, so that every query of the area shares a prefix. */
import type { BrandPanelType } from '../../../../shared/contract/brands.ts'

export const brandsKeys = {
  all: ['brands'] as const,
  panel: (type: BrandPanelType) => ['brands', 'panel', type] as const,
  brand: (key: string) => ['brands', 'brand', key] as const,
  categories: () => ['brands', 'categories'] as const,
  category: (categoryId: string) => ['brands', 'category', categoryId] as const,
  search: (query: string) => ['brands', 'search', query] as const,
  eshops: () => ['brands', 'eshops'] as const,
}

/** Catalogue data changes with partners joining or leaving, not while a page is open. */
export const CATALOGUE_STALE_MS = 5 * 60 * 1000
