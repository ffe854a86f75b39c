/**
 * Signed-out card self-service (routes specification §2.1 /retrieve-card, /replace-card and the
 * request-card page; §6, §7): a collector shows their card number or replaces a lost card with
 * their details, a captcha and a 6-digit code. A request is answered the same whether or not the
 * details matched an account; only the right code shows anything.
 *
 *   POST /api/card-self-service/retrieve-card/request   RetrieveCardBody → 202   [captcha]
 *   POST /api/card-self-service/replace-card/request    ReplaceCardBody  → 202   [captcha]
 *   POST /api/card-self-service/send-code               { deliveryMethod } → 202 [captcha]
 *   POST /api/card-self-service/retrieve-card/validate  { code } → the card number and barcode
 *   POST /api/card-self-service/replace-card/validate   { code, replacementType } → the new card
 *
 * Errors `{ code, message }`: 400 VALIDATION (with `fields`), WRONG_CODE, CODE_EXPIRED; 403
 * CAPTCHA; 409 NOT_STARTED; 429 RATE_LIMITED.
 */
import Type, { type Static } from 'typebox'
import { errorResponses } from './common.ts'
import { defineEndpoint } from './endpoint.ts'

/** Where the code screen says what happens: the same words for every identity. */
export const CODE_SENT_IF_MATCHED =
  "If the details you entered match an account, we've sent a 6-digit code to the email address or mobile number registered to it. The code expires in 10 minutes."
export const CODE_REQUIRED = 'Enter the 6-digit code we sent you'
/** A replacement asks why (LOST, STOLEN, DAMAGED), none chosen in advance, signed in or not. */
export const REPLACEMENT_REASON_REQUIRED = 'Select why you need a new card'
export const WRONG_CODE = "That code isn't right. Check it and the details you entered, then try again."
export const CODE_EXPIRED =
  'That code has expired or been tried too many times. Start again to get a new code.'
export const NOT_STARTED = 'Your request has timed out. Enter your details again.'

const Field = Type.String({ maxLength: 254 })

const RetrieveCardBodySchema = Type.Object({ email: Field, lastName: Field, dateOfBirth: Field })
export type RetrieveCardBody = Static<typeof RetrieveCardBodySchema>

const ReplaceCardBodySchema = Type.Object({ dateOfBirth: Field, lastName: Field, postcode: Field })
export type ReplaceCardBody = Static<typeof ReplaceCardBodySchema>

const DeliveryMethodSchema = Type.Enum(['email', 'sms'])
export type DeliveryMethod = Static<typeof DeliveryMethodSchema>

const ReplacementTypeSchema = Type.Enum(['LOST', 'STOLEN', 'DAMAGED'])
export type ReplacementType = Static<typeof ReplacementTypeSchema>

const AcceptedSchema = Type.Object({ accepted: Type.Literal(true) }, { additionalProperties: false })

const RetrievedCardResponseSchema = Type.Object(
  {
    cardNumber: Type.String({ pattern: '^[0-9]{11}$' }),
    /** The card's Code 128 barcode as a PNG data URL. */
    barcode: Type.String(),
  },
  { additionalProperties: false },
)
export type RetrievedCardResponse = Static<typeof RetrievedCardResponseSchema>

const ReplacedCardResponseSchema = Type.Object(
  {
    cardNumber: Type.String({ pattern: '^[0-9]{11}$' }),
    replacementType: ReplacementTypeSchema,
    /** YYYY-MM-DD: the plastic card should arrive by then. */
    expectedArrival: Type.String(),
  },
  { additionalProperties: false },
)
export type ReplacedCardResponse = Static<typeof ReplacedCardResponseSchema>

const REQUEST_ERRORS = errorResponses([400, 403, 429, 502, 503, 504])
const VALIDATE_ERRORS = errorResponses([400, 409, 429, 502, 503, 504])
const tags = ['card-self-service']

export const cardSelfServiceApi = {
  retrieveRequest: defineEndpoint({
    method: 'POST',
    url: '/api/card-self-service/retrieve-card/request',
    tags,
    summary: 'Start showing a card number: e-mail, last name and date of birth',
    body: RetrieveCardBodySchema,
    response: { 202: AcceptedSchema, ...REQUEST_ERRORS },
  }),
  replaceRequest: defineEndpoint({
    method: 'POST',
    url: '/api/card-self-service/replace-card/request',
    tags,
    summary: 'Start replacing a lost card: date of birth, last name and postcode',
    body: ReplaceCardBodySchema,
    response: { 202: AcceptedSchema, ...REQUEST_ERRORS },
  }),
  sendCode: defineEndpoint({
    method: 'POST',
    url: '/api/card-self-service/send-code',
    tags,
    summary: 'Send a 6-digit code by e-mail or SMS for the request in progress',
    body: Type.Object({ deliveryMethod: DeliveryMethodSchema }),
    response: { 202: AcceptedSchema, ...errorResponses([400, 403, 409, 429, 502, 503, 504]) },
  }),
  retrieveValidate: defineEndpoint({
    method: 'POST',
    url: '/api/card-self-service/retrieve-card/validate',
    tags,
    summary: 'The code: the card number and its barcode',
    body: Type.Object({ code: Type.String({ maxLength: 20 }) }),
    response: { 200: RetrievedCardResponseSchema, ...VALIDATE_ERRORS },
  }),
  replaceValidate: defineEndpoint({
    method: 'POST',
    url: '/api/card-self-service/replace-card/validate',
    tags,
    summary: 'The code and the reason: the old card is blocked, the balance moves to a new card',
    body: Type.Object({ code: Type.String({ maxLength: 20 }), replacementType: ReplacementTypeSchema }),
    response: { 200: ReplacedCardResponseSchema, ...VALIDATE_ERRORS },
  }),
}
