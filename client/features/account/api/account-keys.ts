/** The account pages' query keys: what a change marks stale. */
export const accountKeys = {
  all: ['account'] as const,
  details: () => [...accountKeys.all, 'details'] as const,
  additionalDetails: () => [...accountKeys.all, 'additional-details'] as const,
}
