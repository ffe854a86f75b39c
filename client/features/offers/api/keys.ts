/** Query keys of the offers area: one place, so invalidations name the same keys as the queries. */
export const offersKeys = {
  all: ['offers'] as const,
  list: () => [...offersKeys.all, 'list'] as const,
}
