/** Query keys of the activity area: one place, so a refresh clears every list by the same key. */
export const activityKeys = {
  all: ['activity'] as const,
  transactions: () => [...activityKeys.all, 'transactions'] as const,
  summary: () => [...activityKeys.all, 'summary'] as const,
  breakdown: () => [...activityKeys.all, 'breakdown'] as const,
  history: (offset: number, limit: number) => [...activityKeys.all, 'history', offset, limit] as const,
}
