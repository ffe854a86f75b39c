/** The prices' query keys: one place, so that every query of the area shares a prefix. */
export const pricesKeys = {
  all: ['prices'] as const,
  page: (page: number, category: string | undefined) => ['prices', 'page', category ?? null, page] as const,
  categories: () => ['prices', 'categories'] as const,
}
