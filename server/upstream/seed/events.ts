/**
 * The sandbox's events (docs/sandbox.md) and a 2025 year in review for each demo collector, by card
 * number. Seeded once per data set under its own marker; cards not in the store are skipped.
 * Events run from 2025 to 2030 so that the sandbox always has some on.
 */
import type { Insertable, Kysely } from 'kysely'
import type { EventsTable, EventsTables, YearsInReviewTable } from '../events/schema.ts'

export const EVENTS_SEED = 'events-v1'

type EventRow = Insertable<EventsTable>

const event = (row: Omit<EventRow, 'body' | 'terms'> & { body: string[]; terms: string[] }): EventRow => ({
  ...row,
  body: JSON.stringify(row.body),
  terms: JSON.stringify(row.terms),
})

const standardTerms = (what: string) => [
  `${what} is open to collectors aged 18 or over with a registered card.`,
  'Points are added within 28 days of the qualifying purchase.',
  'We may end or change the event at any time; points already earned are kept.',
  'One reward per collector, however many cards they hold.',
]

const SANDBOX_EVENTS: readonly EventRow[] = [
  event({
    id: 'double-points-weekend',
    kind: 'offer',
    title: 'Double points weekend',
    summary: 'Collect double points on your supermarket shop, Friday to Sunday.',
    body: [
      'Scan your card at the till or online and we double the base points on every pound you spend.',
      'Save the offer first: only saved offers count.',
    ],
    terms: standardTerms('Double points weekend'),
    starts_on: '2025-01-01',
    ends_on: '2030-12-31',
  }),
  event({
    id: 'fuel-bonus-week',
    kind: 'offer',
    title: 'Fuel bonus week',
    summary: '200 bonus points when you spend £40 or more on fuel in one go.',
    body: ['Fill up once for £40 or more at a participating fuel station and collect 200 bonus points.'],
    terms: standardTerms('Fuel bonus week'),
    starts_on: '2025-01-01',
    ends_on: '2030-12-31',
  }),
  event({
    id: 'summer-prize-draw',
    kind: 'marketing',
    title: 'Summer prize draw',
    summary: 'Every 500 points you collect is one entry to win 50,000 points.',
    body: [
      'Collect points anywhere in the scheme and each 500 points enters you once, automatically.',
      'Winners are drawn at random after the draw closes and told by e-mail.',
    ],
    terms: [
      ...standardTerms('The summer prize draw'),
      'No purchase necessary: write to us for a free entry.',
    ],
    starts_on: '2025-01-01',
    ends_on: '2030-12-31',
  }),
  event({
    id: 'new-year-treats',
    kind: 'skinny',
    title: 'New year treats',
    summary: 'Extra points on a fresh start: see your saved offers.',
    body: ['A short run of extra points on everyday favourites.'],
    terms: standardTerms('New year treats'),
    starts_on: '2025-01-01',
    ends_on: '2030-12-31',
  }),
  event({
    id: 'spring-clean-bonus',
    kind: 'offer',
    title: 'Spring clean bonus',
    summary: 'Bonus points on household cleaning products.',
    body: ['Collect 100 bonus points when you spend £10 or more on cleaning products in one shop.'],
    terms: standardTerms('Spring clean bonus'),
    starts_on: '2024-03-01',
    ends_on: '2024-03-31',
  }),
]

type Review = Omit<Insertable<YearsInReviewTable>, 'collector_id'>

/** Card number → its 2025 year in review (fixed ids, listed in docs/sandbox.md). */
export const SANDBOX_YEARS_IN_REVIEW: Readonly<Record<string, Review>> = {
  '10000000001': {
    id: '8752126d-251c-4d19-9330-7d0b2d351c3a',
    year: 2025,
    points_collected: 14_220,
    points_spent: 6_000,
    offers_saved: 38,
    shopping_trips: 96,
    top_partner: 'Argos',
    busiest_month: 12,
  },
  '10000000002': {
    id: '631f3cf9-5b17-4ed3-a35b-27d929bff061',
    year: 2025,
    points_collected: 4_115,
    points_spent: 1_500,
    offers_saved: 12,
    shopping_trips: 41,
    top_partner: 'Esso',
    busiest_month: 8,
  },
  '10000000003': {
    id: 'c3affcb8-1376-4ef1-9de8-5634ad6e1102',
    year: 2025,
    points_collected: 21_040,
    points_spent: 10_000,
    offers_saved: 55,
    shopping_trips: 132,
    top_partner: 'British Airways',
    busiest_month: 7,
  },
  '10000000004': {
    id: 'de61f680-a6b3-485a-a910-2e2efc6e5e81',
    year: 2025,
    points_collected: 1_350,
    points_spent: 0,
    offers_saved: 4,
    shopping_trips: 9,
    top_partner: null,
    busiest_month: null,
  },
}

/** Returns true when it seeded, false when the data was already there. */
export async function seedEvents(db: Kysely<EventsTables>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_runs')
      .values({ name: EVENTS_SEED })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('name')
      .executeTakeFirst()
    if (!claimed) return false
    await trx
      .insertInto('events')
      .values([...SANDBOX_EVENTS])
      .execute()
    const cards = await trx
      .selectFrom('collectors')
      .select(['id', 'card_number'])
      .where('card_number', 'in', Object.keys(SANDBOX_YEARS_IN_REVIEW))
      .execute()
    const reviews = cards.flatMap((card) => {
      const review = SANDBOX_YEARS_IN_REVIEW[card.card_number]
      return review ? [{ ...review, collector_id: card.id }] : []
    })
    if (reviews.length > 0) await trx.insertInto('years_in_review').values(reviews).execute()
    return true
  })
}
