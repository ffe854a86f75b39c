/**
 * GET /events, GET /events/{id}, GET /homepage/pod/skinnyevent/{id} (catalogue data, the same for
 * everyone) and GET /year-in-review/{year}/{id}, the caller's own: another collector's id is a 404
 * like an unknown one, never their data.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import {
  currentEvents,
  event,
  skinnyEvent,
  yearInReview,
} from '../../../../shared/contract/upstream/events.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import { eventOf, reviewOf } from '../views.ts'

const eventNotFound = (id: string) => ({ code: 'EVENT_NOT_FOUND', message: `No event ${id}` })
const today = () => new Date().toISOString().slice(0, 10)

const events: FastifyPluginAsyncTypebox = async (fastify) => {
  const repository = fastify.eventsRepository

  fastify.route({
    ...routeOf(currentEvents),
    config: { callers: 'anonymous' },
    handler: async () => ({
      events: (await repository.current(['offer', 'marketing'], today())).map(eventOf),
    }),
  })

  fastify.route({
    ...routeOf(event),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const row = await repository.find(request.params.id, ['offer', 'marketing'])
      if (!row) throw new UpstreamRefusal(404, eventNotFound(request.params.id))
      return eventOf(row)
    },
  })

  fastify.route({
    ...routeOf(skinnyEvent),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const row = await repository.find(request.params.id, ['skinny'])
      if (!row) throw new UpstreamRefusal(404, eventNotFound(request.params.id))
      return eventOf(row)
    },
  })

  fastify.route({
    ...routeOf(yearInReview),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const { year, id } = request.params
      const row = await repository.yearInReview(caller.collectorId, year, id)
      if (!row)
        throw new UpstreamRefusal(404, {
          code: 'YEAR_IN_REVIEW_NOT_FOUND',
          message: `No year in review ${id}`,
        })
      return reviewOf(row)
    },
  })
}

export default events
