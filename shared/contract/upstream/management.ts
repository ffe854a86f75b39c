/**
 * The management API (`customer/*`, collector hash, sessions): calls made with the collector's
 * bearer access token. Declared once for the reference upstream's routes and the gateway's
 * management client; URLs relative to the management API's base URL.
 * @see https://github.com/fastify/demo/blob/main/src/schemas/tasks.ts
 */
import Type from 'typebox'
import { defineEndpoint } from '../endpoint.ts'
import { FeedbackReceiptSchema, FeedbackSchema } from '../feedback.ts'
import { BearerErrors, NoContentSchema, UpstreamErrorSchema } from './common.ts'

const tags = ['management']
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()])

/** The profile: the gateway reads the first name (the greeting); the other fields are the reference's. */
const CustomerSchema = Type.Object({
  firstName: Type.String(),
  collectorId: Type.Optional(Type.String()),
  cardNumber: Type.Optional(Type.String()),
  email: Type.Optional(Nullable(Type.String())),
  title: Type.Optional(Nullable(Type.String())),
  lastName: Type.Optional(Type.String()),
  userType: Type.Optional(Type.String()),
})

export const customer = defineEndpoint({
  method: 'GET',
  url: '/customer/v2',
  summary: "The signed-in collector's profile",
  tags,
  response: { 200: CustomerSchema, ...BearerErrors },
})

/** The digital card: `code128` is the card's Code 128 barcode, a base64 PNG (routes specification §3). */
const NectarIdSchema = Type.Object({ code128: Type.String({ contentEncoding: 'base64' }) })

export const nectarId = defineEndpoint({
  method: 'GET',
  url: '/customer/nectar-id',
  summary: "The collector's card barcode (code128)",
  tags,
  response: { 200: NectarIdSchema, ...BearerErrors },
})

/** The points balance (its other fields are not shown by the specification). */
const BalanceSchema = Type.Object({ points: Type.Integer({ minimum: 0 }) })

export const balance = defineEndpoint({
  method: 'GET',
  url: '/balance',
  summary: "The collector's points balance",
  tags,
  response: { 200: BalanceSchema, ...BearerErrors },
})

/** A collector's feedback, stored with the page it came from (routes specification §7: feedback submit). */
export const feedback = defineEndpoint({
  method: 'POST',
  url: '/feedback',
  summary: "Store the collector's feedback",
  tags,
  body: FeedbackSchema,
  response: { 200: FeedbackReceiptSchema, 400: UpstreamErrorSchema, ...BearerErrors },
})

export const collectorHash = defineEndpoint({
  method: 'GET',
  url: '/collector-hash',
  summary: 'A stable pseudonym of the signed-in collector, per organisation',
  tags,
  querystring: Type.Object({ org: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,32}$' })) }),
  response: { 200: Type.Object({ collectorHash: Type.String() }), ...BearerErrors },
})

/** Logout step 1 (delete-session). */
export const deleteSession = defineEndpoint({
  method: 'DELETE',
  url: '/session',
  summary: "The collector's sign-out from the upstream's services",
  tags,
  response: { 204: NoContentSchema, ...BearerErrors },
})

/** Logout step 4: the token for the identity logout's id_token_hint. */
export const logoutSession = defineEndpoint({
  method: 'DELETE',
  url: '/logout-session',
  summary: "A fresh ID token for the identity logout's id_token_hint",
  tags,
  response: { 200: Type.Object({ oidcToken: Type.String() }), 401: UpstreamErrorSchema },
})
