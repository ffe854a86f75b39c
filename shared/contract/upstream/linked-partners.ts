/**
 * Linked partner accounts on the management API (routes specification §3, §4, §8, §9; the
 * specification does not name these calls, so they are designed here under `linked-accounts`):
 *
 * - `GET    linked-accounts`                                the collector's linked accounts (state COMPLETE)
 * - `POST   linked-accounts`                                link one {partner, operation, memberNumber, surname | pin}
 * - `DELETE linked-accounts/{id}`                           unlink it
 * - `GET    linked-accounts/{id}/conversions`               its conversions, newest first
 * - `POST   linked-accounts/{id}/conversions`               convert {direction PTN | NTP | AOI, points}
 * - `GET    linked-accounts/{id}/conversions/{conversionId}` one conversion; a PENDING one settles when due
 *
 * Refusals are `{ code, message }` with the codes of `../linked-partners.ts`: 404 LINK_NOT_FOUND for an
 * unknown or another collector's id; 409 for the §8 linking errors and NOT_ENOUGH_POINTS; 422
 * PARTNER_ACCOUNT_NOT_FOUND or INVALID_POINTS; 409 UNLINK_FAILED when the partner refuses to unlink.
 * Declared once for the reference upstream's routes and the gateway's client; URLs relative to
 * the management API's base URL.
 */
import Type, { type Static } from 'typebox'
import { defineEndpoint } from '../endpoint.ts'
import {
  ConversionDirectionSchema,
  ConversionSchema,
  LinkedStateSchema,
  LinkIdSchema,
  LinkingOperationSchema,
  MemberNumberSchema,
  PartnerKeySchema,
  PointsSchema,
} from '../linked-partners.ts'
import { BearerErrors, NoContentSchema, UpstreamErrorSchema } from './common.ts'

const tags = ['linked-accounts']
const Id = Type.Object({ id: LinkIdSchema })
const NotFound = { 404: UpstreamErrorSchema } as const

const LinkedAccountSchema = Type.Object({
  id: LinkIdSchema,
  partner: PartnerKeySchema,
  memberNumber: MemberNumberSchema,
  state: LinkedStateSchema,
  /** The points the partner account holds. */
  partnerPoints: Type.Integer({ minimum: 0 }),
  linkedAt: Type.String({ format: 'date-time' }),
})
export type LinkedAccount = Static<typeof LinkedAccountSchema>

export const linkedAccounts = defineEndpoint({
  method: 'GET',
  url: '/linked-accounts',
  summary: "The collector's linked partner accounts",
  tags,
  response: { 200: Type.Object({ accounts: Type.Array(LinkedAccountSchema) }), ...BearerErrors },
})

export const linkAccount = defineEndpoint({
  method: 'POST',
  url: '/linked-accounts',
  summary: 'Link a partner account (relinked: the collector had linked it before)',
  tags,
  body: Type.Object(
    {
      partner: PartnerKeySchema,
      operation: LinkingOperationSchema,
      memberNumber: MemberNumberSchema,
      surname: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
      pin: Type.Optional(Type.String({ pattern: '^[0-9]{4}$' })),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({ relinked: Type.Boolean(), account: LinkedAccountSchema }),
    400: UpstreamErrorSchema,
    ...BearerErrors,
    409: UpstreamErrorSchema,
    422: UpstreamErrorSchema,
  },
})

export const unlinkAccount = defineEndpoint({
  method: 'DELETE',
  url: '/linked-accounts/:id',
  summary: 'Unlink a partner account',
  tags,
  params: Id,
  response: { 204: NoContentSchema, ...BearerErrors, ...NotFound, 409: UpstreamErrorSchema },
})

export const conversions = defineEndpoint({
  method: 'GET',
  url: '/linked-accounts/:id/conversions',
  summary: "A linked account's conversions, newest first",
  tags,
  params: Id,
  response: { 200: Type.Object({ conversions: Type.Array(ConversionSchema) }), ...BearerErrors, ...NotFound },
})

export const convertPoints = defineEndpoint({
  method: 'POST',
  url: '/linked-accounts/:id/conversions',
  summary: 'Convert points between the scheme and the partner, in one transaction',
  tags,
  params: Id,
  body: Type.Object(
    { direction: ConversionDirectionSchema, points: PointsSchema },
    { additionalProperties: false },
  ),
  response: {
    200: ConversionSchema,
    ...BearerErrors,
    ...NotFound,
    409: UpstreamErrorSchema,
    422: UpstreamErrorSchema,
  },
})

export const conversion = defineEndpoint({
  method: 'GET',
  url: '/linked-accounts/:id/conversions/:conversionId',
  summary: 'One conversion; a PENDING one that is due settles on this read',
  tags,
  params: Type.Object({ id: LinkIdSchema, conversionId: LinkIdSchema }),
  response: { 200: ConversionSchema, ...BearerErrors, ...NotFound },
})
