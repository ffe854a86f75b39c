/** The events area's query keys: one place, so that every query of the area shares a prefix. */
export const eventsKeys = {
  all: ['events'] as const,
  current: () => ['events', 'current'] as const,
  event: (id: string) => ['events', 'event', id] as const,
  skinny: (id: string) => ['events', 'skinny', id] as const,
  yearInReview: (year: number, id: string) => ['events', 'year-in-review', year, id] as const,
}
