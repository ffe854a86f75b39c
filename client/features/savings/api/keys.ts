/** Query keys of the savings area: one place, so invalidations name the same keys as the queries. */
export const savingsKeys = {
  all: ['savings'] as const,
  summary: (fromDate: string, toDate: string) => [...savingsKeys.all, 'summary', fromDate, toDate] as const,
  history: (fromDate: string, toDate: string) => [...savingsKeys.all, 'history', fromDate, toDate] as const,
  receipt: (id: string) => [...savingsKeys.all, 'receipt', id] as const,
}
