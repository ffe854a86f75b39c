/**
 * Client events the gateway logs as structured lines: a blocked frame (routes specification §4)
 * at warn, the offers a signed-in collector has seen on screen (§7, the offer-seen interval) at
 * info, and, only with analytics consent (cookie group 2), page views (§2.5, by page name) and
 * analytics events at info. The body is the client's word, so it is only logged, rate limited per
 * client, and kept free of personal data: a page view's path is logged as its route pattern (no
 * ids or tokens), texts with anything shaped like a card number or an e-mail address masked.
 */
import type {} from '@fastify/rate-limit'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { CONSENT_COOKIE_NAME, grantsAnalytics } from '../../../../../shared/analytics/consent-cookie.ts'
import { type ClientEvent, eventsApi, NO_ANALYTICS_CONSENT } from '../../../../../shared/contract/events.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { maskCardNumbers } from '../../../../../shared/log-masking.ts'
import { createRouteTable, matchRoute } from '../../../../../shared/routes/route-table.ts'
import { Refusal } from '../../../errors/refusal.ts'

/**
 * Blocked frames at most 10 a minute per client; offer-seen batches up to 30, as a collector
 * scrolling a long list sends one every couple of seconds; page views and analytics events 60, a
 * page a second. One counter for all.
 */
const BLOCKED_FRAME_MAX = 10
const OFFER_SEEN_MAX = 30
const ANALYTICS_MAX = 60
const limitFor = (request: FastifyRequest) => {
  const type = (request.body as ClientEvent | undefined)?.type
  if (type === 'offer-seen') return OFFER_SEEN_MAX
  if (type === 'page-view' || type === 'analytics') return ANALYTICS_MAX
  return BLOCKED_FRAME_MAX
}

const EMAIL = /[^\s@]+@[^\s@]+/g
const maskText = (text: string) => maskCardNumbers(text).replace(EMAIL, '[email]')

const events: FastifyPluginAsyncTypebox = async (fastify) => {
  const routes = createRouteTable({ identityStartPrefix: fastify.config.IDENTITY_START_PREFIX })
  /** The route pattern a path is a page of: /dataplayback/2025/<id> → /dataplayback/:year/:yirId. */
  const patternOf = (path: string) => matchRoute(routes, path)?.entry.path ?? '(not a page)'

  fastify.route({
    ...routeOf(eventsApi.post),
    // The limit depends on the event, so it is counted once the body is parsed and valid; the
    // small body limit keeps that parsing cheap (50 offer ids or a 2048-character referrer).
    bodyLimit: 8 * 1024,
    config: {
      access: 'public',
      rateLimit: { max: limitFor, timeWindow: '1 minute', hook: 'preHandler' },
    },
    handler: async (request, reply) => {
      const event = request.body
      if (event.type === 'blocked-frame') {
        request.log.warn(
          { event: event.type, referrer: event.referrer, userAgent: request.headers['user-agent'] },
          'client event',
        )
        return reply.code(204).send(null)
      }
      if (event.type === 'page-view' || event.type === 'analytics') {
        // The browser sends these only with consent; the cookie is checked here too.
        if (!grantsAnalytics(request.cookies[CONSENT_COOKIE_NAME]))
          throw new Refusal(403, NO_ANALYTICS_CONSENT.code, NO_ANALYTICS_CONSENT.message)
        if (event.type === 'page-view')
          request.log.info(
            { event: event.type, pageName: event.pageName, route: patternOf(event.path) },
            'client event',
          )
        else
          request.log.info(
            { event: event.type, name: event.name, detail: maskText(event.detail) },
            'client event',
          )
        return reply.code(204).send(null)
      }
      // Only a signed-in collector is shown offers; anything else is not an impression.
      if (!request.isSignedIn()) return fastify.requireSession(request, reply)
      // An id is the client's word: anything shaped like a card number is masked as the log allows.
      const offerIds = event.offerIds.map(maskCardNumbers)
      request.log.info({ event: event.type, offerIds, count: offerIds.length }, 'client event')
      return reply.code(204).send(null)
    },
  })
}

export default events
