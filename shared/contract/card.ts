/**
 * `/api/card`: the signed-in collector's points balance and digital card (the home screen,
 * routes specification §2.5, §3, §7). Without a session: 401 with the login URL.
 */
import Type, { type Static } from 'typebox'
import { CardNumberSchema, errorResponses } from './common.ts'
import { defineEndpoint } from './endpoint.ts'
import { SignedOutSchema } from './session.ts'

const BalanceResponseSchema = Type.Object(
  { points: Type.Integer({ minimum: 0, description: "the collector's points" }) },
  { additionalProperties: false },
)

const DigitalCardResponseSchema = Type.Object(
  {
    cardNumber: CardNumberSchema,
    barcode: Type.String({
      pattern: '^data:image/png;base64,',
      description: 'the Code 128 barcode of the full card number, a PNG data URL for an <img src>',
    }),
  },
  { additionalProperties: false },
)
export type DigitalCardResponse = Static<typeof DigitalCardResponseSchema>

/** A signed-in route's answers besides 200: signed out, or the upstream failed or timed out. */
const SIGNED_IN_ERRORS = { 401: SignedOutSchema, ...errorResponses([502, 503, 504]) }

export const cardApi = {
  balance: defineEndpoint({
    method: 'GET',
    url: '/api/card/balance',
    tags: ['card'],
    summary: 'The points balance',
    response: { 200: BalanceResponseSchema, ...SIGNED_IN_ERRORS },
  }),
  digitalCard: defineEndpoint({
    method: 'GET',
    url: '/api/card/digital-card',
    tags: ['card'],
    summary: 'The digital card: card number and barcode',
    response: { 200: DigitalCardResponseSchema, ...SIGNED_IN_ERRORS },
  }),
}
