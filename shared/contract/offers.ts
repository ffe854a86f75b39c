/**
 * The signed-in offers endpoints (`/api/offers/*`) and the Offer and Image entities they answer
 * (routes specification §3, §4, §7). The upstream calls behind them are declared in
 * `upstream/offers.ts` with the same Offer schema.
 * @see https://github.com/fastify/demo/blob/main/src/schemas/tasks.ts
 */
import Type, { type Static } from 'typebox'
import { OFFER_SOURCE_TYPES, OFFER_STATES, OFFER_TYPES } from '../constants/states.ts'
import { errorResponses } from './common.ts'
import { defineEndpoint } from './endpoint.ts'

/** The widths every offer image comes in (spec §3: imgUrls versions). */
export const OFFER_IMAGE_WIDTHS = [1360, 640, 432, 350, 343, 300, 288] as const

/** An offer id: a UUID, or an id whose part before the first dash is its state key (spec §7). */
export const OFFER_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9-]{0,79}$'
export const OfferIdSchema = Type.String({ pattern: OFFER_ID_PATTERN })

export const OfferStateSchema = Type.Enum(OFFER_STATES)
export const OfferSourceTypeSchema = Type.Enum(OFFER_SOURCE_TYPES)
const OfferTypeSchema = Type.Enum(OFFER_TYPES)
/** LOCKED offers are shown but cannot change state. */
const OfferStatusSchema = Type.Enum(['ACTIVE', 'LOCKED'])

/**
 * One URL per width of OFFER_IMAGE_WIDTHS, keyed by the width; any may be missing (a card falls
 * back to `imgUrls.imageUrl`). Declared key by key, narrowest first (the order JavaScript keeps
 * numeric keys in): checking a record instead costs an entries array and a pattern test per key,
 * most of the time it takes to check a whole offers list.
 */
const ImageVersionsSchema = Type.Object(
  Object.fromEntries(
    [...OFFER_IMAGE_WIDTHS]
      .sort((a, b) => a - b)
      .map((width) => [String(width), Type.Optional(Type.String())]),
  ) as Record<`${(typeof OFFER_IMAGE_WIDTHS)[number]}`, Type.TOptional<Type.TString>>,
)

const ImageSchema = Type.Object({ width: Type.Integer(), url: Type.String() })

export const OfferSchema = Type.Object({
  id: OfferIdSchema,
  sourceType: OfferSourceTypeSchema,
  type: OfferTypeSchema,
  state: OfferStateSchema,
  status: OfferStatusSchema,
  isBookmarked: Type.Boolean(),
  title: Type.String(),
  description: Type.String(),
  sponsorDisplayName: Type.String(),
  brandDetailsKey: Type.Union([Type.String(), Type.Null()]),
  /** HTML from the scheme's own content, never from the collector. */
  howTo: Type.String(),
  /** ISO date-time the offer ends. */
  endDate: Type.String({ format: 'date-time' }),
  /** ISO date-time the collector saved it (loaded, opted in or pinned); null while not saved. */
  savedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  imgUrls: Type.Object({
    imageUrl: Type.Object({ url: Type.String() }),
    versions: ImageVersionsSchema,
    others: Type.Array(ImageSchema),
  }),
  sponsorImageUrl: Type.String(),
  imageUrls: Type.Object({ logoImageUrl: Type.Optional(Type.String()) }),
  detailImageUrl: Type.String(),
  /** A saved BARCODE offer's barcode, scanned at the till: a base64 PNG, on `GET offers/{id}` only. */
  base64BarCode: Type.Optional(Type.String()),
})
export type Offer = Static<typeof OfferSchema>

/** What a collector may do to one offer; each sets the state of §4. */
const OFFER_ACTIONS = ['hide', 'unhide', 'load', 'pin', 'unpin', 'unload'] as const
export type OfferAction = (typeof OFFER_ACTIONS)[number]

/** The stable codes of the offers endpoints' refusals. */
export const OFFER_ERROR_CODES = {
  notFound: 'OFFER_NOT_FOUND',
  locked: 'OFFER_LOCKED',
  invalidState: 'INVALID_OFFER_STATE',
} as const

export const OFFER_ERROR_MESSAGES = {
  notFound: 'This offer is not available.',
  locked: 'This offer is locked and cannot be changed.',
  invalidState: 'This offer cannot do that from its current state.',
} as const

const OfferParams = Type.Object({ offerId: OfferIdSchema })

/** The most offers one 'Load all' names (the upstream's `PUT offer/state` takes 200). */
const LOAD_ALL_MAX = 200

/** The offers lists `GET offer-filters/{id}` knows. */
export const OFFER_LIST_IDS = ['all', 'saved', 'own', 'partner'] as const
const tags = ['offers']

const OfferStateChangeSchema = Type.Object({
  id: OfferIdSchema,
  state: OfferStateSchema,
  isBookmarked: Type.Boolean(),
})

export const offersApi = {
  list: defineEndpoint({
    method: 'GET',
    url: '/api/offers',
    summary: "The collector's offers, every type, source and state",
    tags,
    response: { 200: Type.Object({ offers: Type.Array(OfferSchema) }), ...errorResponses([401, 502, 504]) },
  }),
  detail: defineEndpoint({
    method: 'GET',
    url: '/api/offers/:offerId',
    summary: 'One of the collector’s offers',
    tags,
    params: OfferParams,
    response: { 200: OfferSchema, ...errorResponses([400, 401, 404, 502, 504]) },
  }),
  changeState: defineEndpoint({
    method: 'PUT',
    url: '/api/offers/:offerId/state',
    summary: 'Hide, unhide, load, pin, unpin or unload one offer',
    tags,
    params: OfferParams,
    body: Type.Object({ action: Type.Enum(OFFER_ACTIONS) }, { additionalProperties: false }),
    // 404 OFFER_NOT_FOUND (unknown or another collector's), 409 OFFER_LOCKED or INVALID_OFFER_STATE.
    response: { 200: OfferStateChangeSchema, ...errorResponses([400, 401, 404, 409, 502, 504]) },
  }),
  filters: defineEndpoint({
    method: 'GET',
    url: '/api/offers/filters/:listId',
    summary: 'The filters of an offers list (all, saved, own, partner) with counts, and its sorts',
    tags,
    params: Type.Object({ listId: Type.Enum(OFFER_LIST_IDS) }),
    response: {
      200: Type.Object({
        id: Type.String(),
        filters: Type.Array(Type.Object({ key: Type.String(), count: Type.Integer() })),
        sorts: Type.Array(Type.String()),
      }),
      ...errorResponses([400, 401, 502, 504]),
    },
  }),
  shared: defineEndpoint({
    method: 'GET',
    url: '/api/offers/shared',
    summary: 'The offers every collector of a source is shown',
    tags,
    querystring: Type.Object({ source: OfferSourceTypeSchema }),
    response: {
      200: Type.Object({ offers: Type.Array(OfferSchema) }),
      ...errorResponses([400, 401, 502, 504]),
    },
  }),
  nectarPriceAvailability: defineEndpoint({
    method: 'GET',
    url: '/api/offers/nectar-prices/availability',
    summary: 'Whether the collector gets Nectar Prices',
    tags,
    response: {
      200: Type.Object({ available: Type.Boolean(), offers: Type.Integer() }),
      ...errorResponses([401, 502, 504]),
    },
  }),
  preview: defineEndpoint({
    method: 'GET',
    url: '/api/offers/:offerId/preview',
    summary: 'A coalition offer as shown before opting in',
    tags,
    params: OfferParams,
    response: { 200: OfferSchema, ...errorResponses([400, 401, 404, 502, 504]) },
  }),
  loadAll: defineEndpoint({
    method: 'POST',
    url: '/api/offers/load-all',
    summary: "Load every unloaded offer of the collector's own (supermarket) offers, or those of them named",
    tags,
    // The page's own offers: 'Load all' loads what it counted on screen, not another tab's too.
    body: Type.Object(
      { offerIds: Type.Optional(Type.Array(OfferIdSchema, { minItems: 1, maxItems: LOAD_ALL_MAX })) },
      { additionalProperties: false },
    ),
    response: {
      200: Type.Object({ loaded: Type.Array(OfferIdSchema) }),
      ...errorResponses([401, 502, 504]),
    },
  }),
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/** The id `PUT offer/state` names an offer by: a UUID whole, any other id up to its first dash (spec §7). */
export function offerStateId(id: string): string {
  return UUID.test(id) ? id : (id.split('-', 1)[0] ?? id)
}

/**
 * The states each action may start from: an offer is unhidden before it is loaded again, pinned
 * only once saved, unpinned only when pinned. Any other start is refused (409 INVALID_OFFER_STATE).
 */
export const OFFER_ACTION_FROM: Record<OfferAction, readonly OfferStateValue[]> = {
  hide: ['LOADED', 'UNLOADED', 'OPTEDIN', 'NOTOPTEDIN', 'PINNED', 'HIDDEN'],
  unhide: ['HIDDEN'],
  load: ['UNLOADED', 'NOTOPTEDIN', 'LOADED', 'OPTEDIN'],
  pin: ['LOADED', 'OPTEDIN', 'PINNED'],
  unpin: ['PINNED'],
  unload: ['LOADED', 'OPTEDIN', 'PINNED', 'UNLOADED', 'NOTOPTEDIN'],
}
type OfferStateValue = Static<typeof OfferStateSchema>
