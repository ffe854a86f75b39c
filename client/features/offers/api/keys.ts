/** Query keys of the offers area: one place, so invalidations name the same keys as the queries. */
export const offersKeys = {
  all: ['offers'] as const,
  list: () => [...offersKeys.all, 'list'] as const,
  detail: (offerId: string) => [...offersKeys.all, 'detail', offerId] as const,
  filters: (listId: string) => [...offersKeys.all, 'filters', listId] as const,
}
