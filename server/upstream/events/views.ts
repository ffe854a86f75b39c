/** Rows of the events tables as the events API answers them (camelCase, JSON columns parsed). */
import type { Selectable } from 'kysely'
import type { EventsTable, YearsInReviewTable } from './schema.ts'

/** JSON columns come back parsed from PostgreSQL and as text from some drivers. */
const paragraphs = (value: unknown): string[] =>
  (typeof value === 'string' ? JSON.parse(value) : value) as string[]

export const eventOf = (row: Selectable<EventsTable>) => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  summary: row.summary,
  body: paragraphs(row.body),
  terms: paragraphs(row.terms),
  startsOn: row.starts_on,
  endsOn: row.ends_on,
})

export const reviewOf = (row: YearsInReviewTable) => ({
  id: row.id,
  year: row.year,
  pointsCollected: row.points_collected,
  pointsSpent: row.points_spent,
  offersSaved: row.offers_saved,
  shoppingTrips: row.shopping_trips,
  topPartner: row.top_partner,
  busiestMonth: row.busiest_month,
})
