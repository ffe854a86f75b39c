/**
 * The event pages' reads: the events running now, one offer or marketing event, a homepage pod's
 * short event (public catalogue data) and the signed-in collector's own year in review. Ids are
 * guessable, so each read is rate limited; an upstream 404 (unknown event, another collector's
 * year in review) is the declared 404, the same whichever it was.
 */
import type {} from '@fastify/rate-limit'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  EVENT_ERROR_CODES,
  EVENT_ERROR_MESSAGES,
  eventPagesApi,
} from '../../../../../shared/contract/event-pages.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { Refusal } from '../../../errors/refusal.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'

const READS_PER_MINUTE = { max: 60, timeWindow: 60_000 }

const notFound = (key: keyof typeof EVENT_ERROR_CODES) => (error: unknown) => {
  if (error instanceof UpstreamError && error.upstreamStatus === 404)
    throw new Refusal(404, EVENT_ERROR_CODES[key], EVENT_ERROR_MESSAGES[key])
  throw error
}

const eventPages: FastifyPluginAsyncTypebox = async (fastify) => {
  const client = fastify.upstream.events

  fastify.route({
    ...routeOf(eventPagesApi.current),
    config: { access: 'public', rateLimit: READS_PER_MINUTE },
    handler: async (request) => client.current({ log: request.log }),
  })

  fastify.route({
    ...routeOf(eventPagesApi.event),
    config: { access: 'public', rateLimit: READS_PER_MINUTE },
    handler: async (request) =>
      client.event(request.params.eventId, { log: request.log }).catch(notFound('eventNotFound')),
  })

  fastify.route({
    ...routeOf(eventPagesApi.skinnyEvent),
    config: { access: 'public', rateLimit: READS_PER_MINUTE },
    handler: async (request) =>
      client.skinnyEvent(request.params.eventId, { log: request.log }).catch(notFound('eventNotFound')),
  })

  fastify.route({
    ...routeOf(eventPagesApi.yearInReview),
    config: { access: 'session', rateLimit: { max: 20, timeWindow: 60_000 } },
    handler: async (request) => {
      const { year, yirId } = request.params
      return client
        .yearInReview(await request.accessToken(), year, yirId, { log: request.log })
        .catch(notFound('yearInReviewNotFound'))
    },
  })
}

export default eventPages
