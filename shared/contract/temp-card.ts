/**
 * `/api/temp-card`: a 30-day temporary card by e-mail, its resend, and the card the e-mailed link
 * opens. Bodies and answers are declared with the registration contract (registration.ts).
 */
import Type from 'typebox'
import { defineEndpoint } from './endpoint.ts'
import {
  REGISTRATION_ERROR_RESPONSES,
  RegistrationErrorSchema,
  TempCardEmailBodySchema,
  TempCardParamsSchema,
  TempCardResponseSchema,
  TempCardSentResponseSchema,
} from './registration.ts'

const SENT = { 202: TempCardSentResponseSchema, ...REGISTRATION_ERROR_RESPONSES }

export const tempCardApi = {
  /** [captcha] */
  email: defineEndpoint({
    method: 'POST',
    url: '/api/temp-card/email',
    tags: ['temp-card'],
    summary: 'Sends a temporary card to an e-mail address',
    body: Type.Partial(TempCardEmailBodySchema),
    response: SENT,
  }),
  resend: defineEndpoint({
    method: 'POST',
    url: '/api/temp-card/resend',
    tags: ['temp-card'],
    summary: 'Sends the temporary card e-mail again',
    response: SENT,
  }),
  get: defineEndpoint({
    method: 'GET',
    url: '/api/temp-card/:token',
    tags: ['temp-card'],
    summary: 'The temporary card of an e-mailed link',
    params: TempCardParamsSchema,
    response: { 200: TempCardResponseSchema, ...REGISTRATION_ERROR_RESPONSES, 404: RegistrationErrorSchema },
  }),
}
