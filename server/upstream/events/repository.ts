/**
 * Events and years in review. Routes call these methods (through `fastify.eventsRepository`) and
 * never write SQL.
 */
import type { Kysely } from 'kysely'
import type { EventKind, EventsTables } from './schema.ts'

export function createEventsRepository(db: Kysely<EventsTables>) {
  return {
    /** Events of the given kinds running on `today` (YYYY-MM-DD), ending soonest first. */
    current: (kinds: readonly EventKind[], today: string) =>
      db
        .selectFrom('events')
        .selectAll()
        .where('kind', 'in', kinds)
        .where('starts_on', '<=', today)
        .where('ends_on', '>=', today)
        .orderBy('ends_on')
        .orderBy('id')
        .execute(),
    /** One event of the given kinds; undefined when unknown or of another kind. */
    find: (id: string, kinds: readonly EventKind[]) =>
      db.selectFrom('events').selectAll().where('id', '=', id).where('kind', 'in', kinds).executeTakeFirst(),
    /** The collector's own year in review; undefined when unknown, of another year or another collector's. */
    yearInReview: (collectorId: string, year: number, id: string) =>
      db
        .selectFrom('years_in_review')
        .selectAll()
        .where('id', '=', id)
        .where('year', '=', year)
        .where('collector_id', '=', collectorId)
        .executeTakeFirst(),
  }
}

export type EventsRepository = ReturnType<typeof createEventsRepository>
