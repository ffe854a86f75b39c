/**
 * The offers API (spec §7 Offers) under its own names: the collector's offers, one offer, list
 * filters, offer state, coalition state and bookmarks, the coalition preview, shared offers by
 * source and the Nectar Price availability. Declared once for the reference upstream's routes and
 * the gateway's offers client; URLs relative to the offers API's base URL.
 * @see https://github.com/fastify/demo/blob/main/src/schemas/tasks.ts
 */
import Type from 'typebox'
import { defineEndpoint } from '../endpoint.ts'
import { OfferIdSchema, OfferSchema, OfferSourceTypeSchema, OfferStateSchema } from '../offers.ts'
import { BearerErrors, NoContentSchema, UpstreamErrorSchema } from './common.ts'

const tags = ['offers']
const Id = Type.Object({ id: OfferIdSchema })
const NotFound = { 404: UpstreamErrorSchema } as const
const OfferList = Type.Object({ offers: Type.Array(OfferSchema) })

/** The timestamp defeats caches between the gateway and the offers service (spec §7). */
export const offers = defineEndpoint({
  method: 'GET',
  url: '/offers',
  summary: "The collector's offers",
  tags,
  querystring: Type.Object({ type: Type.Literal('ALL'), timestamp: Type.Number() }),
  response: { 200: OfferList, ...BearerErrors },
})

/** One of the collector's offers; another collector's or an unknown id is a 404. */
export const offer = defineEndpoint({
  method: 'GET',
  url: '/offers/:id',
  summary: 'One offer',
  tags,
  params: Id,
  response: { 200: OfferSchema, ...BearerErrors, ...NotFound },
})

/** The filters and sorts of one offers list (saved offers: all, own, partner; spec §4). */
export const offerFilters = defineEndpoint({
  method: 'GET',
  url: '/offer-filters/:id',
  summary: 'The filters of an offers list, with counts',
  tags,
  params: Type.Object({ id: Type.String({ pattern: '^[a-z-]{1,40}$' }) }),
  response: {
    200: Type.Object({
      id: Type.String(),
      filters: Type.Array(Type.Object({ key: Type.String(), count: Type.Integer() })),
      sorts: Type.Array(Type.String()),
    }),
    ...BearerErrors,
    ...NotFound,
  },
})

/**
 * Each offer's new state. For an id that is not a UUID the caller sends the part before its first
 * dash (spec §7); the answer names the offers by their whole ids.
 */
const StateChanges = Type.Object({
  offers: Type.Array(Type.Object({ id: OfferIdSchema, state: OfferStateSchema }), {
    minItems: 1,
    maxItems: 200,
  }),
})
const StateChangeErrors = { 400: UpstreamErrorSchema, ...BearerErrors, ...NotFound, 409: UpstreamErrorSchema }

export const offerState = defineEndpoint({
  method: 'PUT',
  url: '/offer/state',
  summary: 'Set the state of offers (not coalition)',
  tags,
  body: StateChanges,
  response: { 200: StateChanges, ...StateChangeErrors },
})

export const coalitionOfferState = defineEndpoint({
  method: 'PUT',
  url: '/coalition/offer/state',
  summary: 'Set the state of coalition offers',
  tags,
  body: StateChanges,
  response: { 200: StateChanges, ...StateChangeErrors },
})

export const bookmarkCoalitionOffer = defineEndpoint({
  method: 'PUT',
  url: '/coalition/offer/:id/bookmark',
  summary: 'Pin a coalition offer',
  tags,
  params: Id,
  response: { 204: NoContentSchema, ...StateChangeErrors },
})

export const unbookmarkCoalitionOffer = defineEndpoint({
  method: 'DELETE',
  url: '/coalition/offer/:id/bookmark',
  summary: 'Unpin a coalition offer',
  tags,
  params: Id,
  response: { 204: NoContentSchema, ...StateChangeErrors },
})

/** A coalition offer as shown before the collector opts in. */
export const coalitionOfferPreview = defineEndpoint({
  method: 'GET',
  url: '/coalition/offer/preview/:id',
  summary: 'Preview of a coalition offer',
  tags,
  params: Id,
  response: { 200: OfferSchema, ...BearerErrors, ...NotFound },
})

/** The offers every collector is shown for a source, without a collector's state. */
export const sharedOffers = defineEndpoint({
  method: 'GET',
  url: '/shared/offers',
  summary: 'Shared offers of one source',
  tags,
  querystring: Type.Object({ source: OfferSourceTypeSchema }),
  response: { 200: OfferList, 400: UpstreamErrorSchema },
})

/** Whether the collector gets Nectar Prices (a temporary card holder does not, spec §1). */
export const nectarPriceAvailability = defineEndpoint({
  method: 'GET',
  url: '/nectar-prices/availability',
  summary: 'Nectar Price availability',
  tags,
  response: { 200: Type.Object({ available: Type.Boolean(), offers: Type.Integer() }), ...BearerErrors },
})
