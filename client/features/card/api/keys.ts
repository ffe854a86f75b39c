/** Query keys of the card area: one place, so invalidations name the same keys as the queries. */
export const cardKeys = {
  all: ['card'] as const,
  balance: () => [...cardKeys.all, 'balance'] as const,
  digitalCard: () => [...cardKeys.all, 'digital-card'] as const,
}
