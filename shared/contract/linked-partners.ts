/**
 * The signed-in linked partner accounts endpoints (`/api/linked-partners/*`, routes specification
 * §2.3 /account/linked-partners, §3, §4, §8, §9): the partners with the collector's linked account
 * and points balance, linking, unlinking, converting points and reading a conversion (a PENDING one
 * is read again until it is final). The upstream calls behind them are in `upstream/linked-partners.ts`.
 * @see https://github.com/fastify/demo/blob/main/src/schemas/tasks.ts
 */
import Type, { type Static } from 'typebox'
import {
  CONVERSION_DIRECTIONS,
  CONVERSION_MAX_POINTS,
  CONVERSION_RESULTS,
  LINKED_STATES,
  LINKING_OPERATIONS,
  PARTNER_KEYS,
} from '../constants/linked-partners.ts'
import { errorResponses } from './common.ts'
import { defineEndpoint } from './endpoint.ts'

const tags = ['linked-partners']

export const PartnerKeySchema = Type.Enum(PARTNER_KEYS)
export const LinkingOperationSchema = Type.Enum(LINKING_OPERATIONS)
export const ConversionDirectionSchema = Type.Enum(CONVERSION_DIRECTIONS)
const ConversionResultSchema = Type.Enum(CONVERSION_RESULTS)
export const LinkedStateSchema = Type.Enum(LINKED_STATES)
/** Linked accounts and conversions are named by UUIDs. */
export const LinkIdSchema = Type.String({ format: 'uuid', maxLength: 36 })
export const MemberNumberSchema = Type.String({ pattern: '^[0-9]{8}$' })
export const PointsSchema = Type.Integer({ minimum: 1, maximum: CONVERSION_MAX_POINTS })

/** The stable codes of the area's refusals (spec §8 linking errors and the unlink failure). */
export const LINKED_PARTNER_ERROR_CODES = {
  linkedElsewhere: 'LINKED_TO_ANOTHER_CARD',
  accountCap: 'ACCOUNT_LINK_CAP',
  cardCap: 'CARD_LINK_CAP',
  originalMemberNumber: 'RELINK_ORIGINAL_MEMBER_NUMBER',
  partnerAccountNotFound: 'PARTNER_ACCOUNT_NOT_FOUND',
  alreadyLinked: 'ALREADY_LINKED',
  linkNotFound: 'LINK_NOT_FOUND',
  conversionNotFound: 'CONVERSION_NOT_FOUND',
  unlinkFailed: 'UNLINK_FAILED',
  notEnoughPoints: 'NOT_ENOUGH_POINTS',
  invalidPoints: 'INVALID_POINTS',
} as const

export const LINKED_PARTNER_ERROR_MESSAGES = {
  linkedElsewhere: 'This airline points account is already linked to another card.',
  accountCap:
    "This airline points account has already been unlinked and relinked the maximum of 4 times, so it can't be linked again.",
  cardCap:
    "Your card has already been unlinked and relinked to an airline points account the maximum of 4 times, so it can't be linked again.",
  originalMemberNumber: 'Please re-authenticate with the membership number you originally linked.',
  partnerAccountNotFound: "We couldn't find an airline points account with those details.",
  alreadyLinked: 'You already have an airline points account linked.',
  linkNotFound: 'This linked account could not be found.',
  conversionNotFound: 'This conversion could not be found.',
  unlinkFailed: 'Oops! it looks like there was an issue unlinking your account, please try again later',
  notEnoughPoints: "You don't have enough points for this conversion.",
  invalidPoints: 'Enter a number of points in whole blocks of the conversion rate.',
} as const

/** The success notifications (spec §8: linked, unlinked, redeemed, relinked; wording not shown). */
export const LINKED_PARTNER_SUCCESS_MESSAGES = {
  linked: 'Your airline points account is now linked.',
  relinked: 'Your airline points account is linked again.',
  unlinked: 'Your airline points account has been unlinked.',
  redeemed: 'Your points have been converted.',
} as const

/** A linked account as the page shows it: the member number masked to its last 4 digits. */
const LinkedAccountViewSchema = Type.Object({
  id: LinkIdSchema,
  maskedMemberNumber: Type.String(),
  state: LinkedStateSchema,
  partnerPoints: Type.Integer({ minimum: 0 }),
  linkedAt: Type.String({ format: 'date-time' }),
})

const PartnerViewSchema = Type.Object({
  key: PartnerKeySchema,
  name: Type.String(),
  pointsName: Type.String(),
  rate: Type.Object({ basePoints: Type.Integer(), partnerPoints: Type.Integer() }),
  account: Type.Union([LinkedAccountViewSchema, Type.Null()]),
})
export type PartnerView = Static<typeof PartnerViewSchema>

const LinkedPartnersSchema = Type.Object({
  /** The collector's own points balance, which conversions change. */
  balance: Type.Integer({ minimum: 0 }),
  partners: Type.Array(PartnerViewSchema),
})
export type LinkedPartners = Static<typeof LinkedPartnersSchema>

export const ConversionSchema = Type.Object({
  id: LinkIdSchema,
  direction: ConversionDirectionSchema,
  /** The points taken from the side it converts from. */
  points: Type.Integer({ minimum: 1 }),
  /** The points the other side receives. */
  convertedPoints: Type.Integer({ minimum: 1 }),
  result: ConversionResultSchema,
  createdAt: Type.String({ format: 'date-time' }),
})
export type Conversion = Static<typeof ConversionSchema>

const LinkParams = Type.Object({ linkId: LinkIdSchema })

const LinkRequestSchema = Type.Object(
  {
    partner: PartnerKeySchema,
    operation: LinkingOperationSchema,
    memberNumber: Type.String({ maxLength: 20 }),
    surname: Type.Optional(Type.String({ maxLength: 60 })),
    pin: Type.Optional(Type.String({ maxLength: 8 })),
  },
  { additionalProperties: false },
)
export type LinkRequest = Static<typeof LinkRequestSchema>

export const linkedPartnersApi = {
  list: defineEndpoint({
    method: 'GET',
    url: '/api/linked-partners',
    summary: "The partners, the collector's linked account at each and their points balance",
    tags,
    response: { 200: LinkedPartnersSchema, ...errorResponses([401, 502, 504]) },
  }),
  link: defineEndpoint({
    method: 'POST',
    url: '/api/linked-partners',
    summary: 'Link (or relink) a partner account',
    tags,
    body: LinkRequestSchema,
    // 400 VALIDATION; 409 the §8 linking errors; 422 PARTNER_ACCOUNT_NOT_FOUND.
    response: {
      200: Type.Object({ outcome: Type.Enum(['linked', 'relinked']), account: LinkedAccountViewSchema }),
      ...errorResponses([400, 401, 409, 422, 429, 502, 504]),
    },
  }),
  unlink: defineEndpoint({
    method: 'DELETE',
    url: '/api/linked-partners/:linkId',
    summary: 'Unlink a partner account',
    tags,
    params: LinkParams,
    // 404 LINK_NOT_FOUND (unknown or another collector's); 502 UNLINK_FAILED with the §8 message.
    response: {
      200: Type.Object({ outcome: Type.Literal('unlinked') }),
      ...errorResponses([400, 401, 404, 502, 504]),
    },
  }),
  conversions: defineEndpoint({
    method: 'GET',
    url: '/api/linked-partners/:linkId/conversions',
    summary: "A linked account's conversions, newest first",
    tags,
    params: LinkParams,
    response: {
      200: Type.Object({ conversions: Type.Array(ConversionSchema) }),
      ...errorResponses([400, 401, 404, 502, 504]),
    },
  }),
  convert: defineEndpoint({
    method: 'POST',
    url: '/api/linked-partners/:linkId/conversions',
    summary: 'Convert points between the scheme and the partner',
    tags,
    params: LinkParams,
    body: Type.Object(
      { direction: ConversionDirectionSchema, points: PointsSchema },
      { additionalProperties: false },
    ),
    // 400 INVALID_POINTS (not whole blocks of the rate); 404 LINK_NOT_FOUND; 409 NOT_ENOUGH_POINTS.
    response: { 200: ConversionSchema, ...errorResponses([400, 401, 404, 409, 429, 502, 504]) },
  }),
  conversion: defineEndpoint({
    method: 'GET',
    url: '/api/linked-partners/:linkId/conversions/:conversionId',
    summary: 'One conversion (read again while PENDING)',
    tags,
    params: Type.Object({ linkId: LinkIdSchema, conversionId: LinkIdSchema }),
    response: { 200: ConversionSchema, ...errorResponses([400, 401, 404, 502, 504]) },
  }),
}
