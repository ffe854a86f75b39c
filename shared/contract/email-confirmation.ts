/**
 * `/api/email-confirmation` (routes specification §2.1 `/confirm-email-address`,
 * `/confirm-update-email`; §7 `PUT verify-email`, `PUT customer/email` / `customer/v3/email`): the
 * page of an e-mailed link spends its token, once, without a sign-in. Refusals: 404 unknown,
 * 409 already used, 410 expired (each its own page), 400 a new password the rules refuse.
 */
import Type from 'typebox'
import { PASSWORD_MIN } from '../constants/limits.ts'
import { errorResponses } from './common.ts'
import { defineEndpoint } from './endpoint.ts'
import { LinkTokenSchema } from './upstream/unsubscribe.ts'

const tags = ['email-confirmation']
const Confirmed = Type.Object({ confirmed: Type.Literal(true) })
const LINK_ERRORS = errorResponses([400, 403, 404, 409, 410, 429, 502, 503, 504])

export const emailConfirmationApi = {
  verifyEmail: defineEndpoint({
    method: 'PUT',
    url: '/api/email-confirmation/verify-email',
    tags,
    summary: "Confirms the collector's e-mail address with the e-mailed link",
    body: Type.Object({ token: LinkTokenSchema }, { additionalProperties: false }),
    response: { 200: Confirmed, ...LINK_ERRORS },
  }),
  updateEmail: defineEndpoint({
    method: 'PUT',
    url: '/api/email-confirmation/update-email',
    tags,
    summary:
      'Moves the account to the new address the e-mailed link confirms, optionally with a new password',
    body: Type.Object(
      {
        token: LinkTokenSchema,
        newPassword: Type.Optional(Type.String({ minLength: PASSWORD_MIN, maxLength: 128 })),
      },
      { additionalProperties: false },
    ),
    response: { 200: Confirmed, ...LINK_ERRORS },
  }),
}
