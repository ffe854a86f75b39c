/**
 * The management API's anonymous card self-service calls (routes specification §6, §7): a
 * collector who cannot sign in shows their card number (`retrieve-card/*`) or replaces a lost
 * card (`replacement-card/*`). Each request step answers an `encryptedCollectorJwt` whether or not
 * the details matched, a code is sent to the registered address or
 * mobile by the anonymous two-factor calls (`2fa/send/{id}`, self-service.ts), and the validate
 * step redeems code and token together.
 * @see https://github.com/fastify/demo/blob/main/src/schemas/tasks.ts
 */
import Type, { type Static } from 'typebox'
import { defineEndpoint } from '../endpoint.ts'
import { UpstreamErrorSchema } from './common.ts'
import { FlowTokenSchema } from './self-service.ts'

const tags = ['management', 'card-self-service']

/** Signed then encrypted by the upstream (JWE of a JWS), short-lived, bound to its flow. */
const EncryptedCollectorJwtSchema = Type.String({ minLength: 40, maxLength: 2000 })

/** DD-MM-YYYY, as the upstream holds dates of birth. */
const HeldDateSchema = Type.String({ pattern: '^[0-9]{2}-[0-9]{2}-[0-9]{4}$' })
const LastNameSchema = Type.String({ minLength: 1, maxLength: 100 })

const FlowStartedSchema = Type.Object({
  encryptedCollectorJwt: EncryptedCollectorJwtSchema,
  /**
   * The anonymous two-factor flow's token (`2fa/send/{id}`), only when the details matched a
   * collector. For the gateway alone: it answers the browser the same either way.
   */
  flowToken: Type.Optional(FlowTokenSchema),
})

/** Card replacement types (routes specification §3). */
export const ReplacementTypeSchema = Type.Union([
  Type.Literal('LOST'),
  Type.Literal('STOLEN'),
  Type.Literal('DAMAGED'),
])
export type ReplacementType = Static<typeof ReplacementTypeSchema>

const TwoFaCodeSchema = Type.String({ pattern: '^[0-9]{6}$' })

/** A wrong code (400 `TWO_FA_INVALID`) or a flow that is over: expired, used, or its tries spent (400 `TWO_FA_EXPIRED`). */
const RefusedSchema = UpstreamErrorSchema

export const retrieveCardRequest = defineEndpoint({
  method: 'POST',
  url: '/retrieve-card/request',
  summary: 'Start showing a card number: e-mail, last name and date of birth (uniform answer)',
  tags,
  body: Type.Object({
    email: Type.String({ minLength: 3, maxLength: 254 }),
    lastName: LastNameSchema,
    dateOfBirth: HeldDateSchema,
  }),
  response: { 200: FlowStartedSchema },
})

export const replacementCardRequest = defineEndpoint({
  method: 'POST',
  url: '/replacement-card/request',
  summary: 'Start replacing a card: birth date, last name and postcode (uniform answer)',
  tags,
  body: Type.Object({
    birthDate: HeldDateSchema,
    lastName: LastNameSchema,
    postcode: Type.String({ minLength: 5, maxLength: 8 }),
  }),
  response: { 200: FlowStartedSchema },
})

const RetrievedCardSchema = Type.Object({
  cardNumber: Type.String({ pattern: '^[0-9]{11}$' }),
  /** The card's Code 128 barcode, a base64 PNG (as `customer/nectar-id` draws it). */
  code128: Type.String({ contentEncoding: 'base64' }),
})

export const retrieveCardValidate = defineEndpoint({
  method: 'POST',
  url: '/retrieve-card/validate',
  summary: 'Redeem the code: the card number and its barcode',
  tags,
  body: Type.Object({ twoFaCode: TwoFaCodeSchema, encryptedCollectorJwt: EncryptedCollectorJwtSchema }),
  response: { 200: RetrievedCardSchema, 400: RefusedSchema },
})

const ReplacedCardSchema = Type.Object({
  cardNumber: Type.String({ pattern: '^[0-9]{11}$' }),
  replacementType: ReplacementTypeSchema,
  /** The date (YYYY-MM-DD) by which the plastic card should arrive by post. */
  expectedArrival: Type.String({ format: 'date' }),
})

export const replacementCardValidate = defineEndpoint({
  method: 'POST',
  url: '/replacement-card/validate',
  summary: 'Redeem the code: the old card is blocked and its balance moves to a new card',
  tags,
  body: Type.Object({
    twoFaCode: TwoFaCodeSchema,
    encryptedCollectorJwt: EncryptedCollectorJwtSchema,
    replacementType: ReplacementTypeSchema,
  }),
  response: { 200: ReplacedCardSchema, 400: RefusedSchema },
})
