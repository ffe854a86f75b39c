/**
 * Signed-out self-service (routes specification §6, §7; issue 11): the password reset and the
 * two-factor steps any signed-out flow shares. The flow's tokens stay in the session cookie; the
 * browser only sees masked destinations.
 *
 *   POST /api/self-service/two-factor/options      {}                      → DeliveryOptionsResponse
 *   POST /api/self-service/two-factor/send/:id     {}                      → CodeSentResponse
 *   POST /api/self-service/password-reset          { email } | { cardNumber } → 202 ResetRequestedResponse [captcha]
 *   POST /api/self-service/password-reset/link     { token }               → ResetLinkResponse
 *   POST /api/self-service/password-reset/verify-code { code }             → { verified }
 *   POST /api/self-service/password-reset/password { password, confirmPassword } → PasswordResetResponse
 *   POST /api/self-service/two-factor/link         { token }               → SecurityCodeLinkResponse
 *   POST /api/self-service/two-factor/link/verify  { token, code }         → CodeLinkVerifiedResponse
 */
import Type, { type Static } from 'typebox'
import { errorResponses } from './common.ts'
import { defineEndpoint } from './endpoint.ts'
import { DeliveryMethodSchema, DeliveryOptionSchema, SelfServiceFlowSchema } from './upstream/self-service.ts'
import { LinkTokenSchema } from './upstream/unsubscribe.ts'

export const RESET_LINK_USED = 'This link has already been used'
export const RESET_LINK_EXPIRED = 'This link has expired'
export const FLOW_EXPIRED = 'This request has expired. Start again.'
export const TOO_MANY_CODES = 'Too many codes were sent. Please wait an hour and try again.'
export const NO_DESTINATION = 'We have no mobile number for you. Choose email.'
export const TWO_FA_REQUIRED = 'Enter the security code we sent you first'

const tags = ['self-service']
const errors = errorResponses([400, 403, 404, 409, 410, 422, 429, 500, 502, 503, 504])

const DeliveryOptionsResponseSchema = Type.Object({ options: Type.Array(DeliveryOptionSchema) })
const CodeSentResponseSchema = Type.Object({
  deliveryMethod: DeliveryMethodSchema,
  destination: Type.String(),
})
export type CodeSentResponse = Static<typeof CodeSentResponseSchema>

const ResetRequestBodySchema = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 254 })),
  cardNumber: Type.Optional(Type.String({ maxLength: 40 })),
})
export type ResetRequestBody = Static<typeof ResetRequestBodySchema>

const ResetLinkResponseSchema = Type.Object({
  twoFactorRequired: Type.Boolean(),
  /** The new password must not contain them (§5); the link's holder reads this mailbox already. */
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
})
export type ResetLinkResponse = Static<typeof ResetLinkResponseSchema>

/** The flow a security code's e-mailed link is for. */
const SecurityCodeLinkResponseSchema = Type.Object({ flow: SelfServiceFlowSchema })
/** The flow went on in this browser: a reset's details for its new password's rules. */
const CodeLinkVerifiedResponseSchema = Type.Object({
  flow: SelfServiceFlowSchema,
  reset: Type.Optional(ResetLinkResponseSchema),
})
export type CodeLinkVerifiedResponse = Static<typeof CodeLinkVerifiedResponseSchema>

export const selfServiceApi = {
  deliveryOptions: defineEndpoint({
    method: 'POST',
    url: '/api/self-service/two-factor/options',
    tags,
    summary: "Where the current signed-out flow's code can go (masked)",
    response: { 200: DeliveryOptionsResponseSchema, ...errors },
  }),
  sendCode: defineEndpoint({
    method: 'POST',
    url: '/api/self-service/two-factor/send/:id',
    tags,
    summary: 'Sends a new code of the current signed-out flow by e-mail or SMS',
    params: Type.Object({ id: DeliveryMethodSchema }),
    response: { 200: CodeSentResponseSchema, ...errors },
  }),
  /** [captcha] */
  requestReset: defineEndpoint({
    method: 'POST',
    url: '/api/self-service/password-reset',
    tags,
    summary: 'E-mails a password-reset link; the same answer whether or not the account exists',
    body: ResetRequestBodySchema,
    response: { 202: Type.Object({ accepted: Type.Literal(true) }), ...errors },
  }),
  openResetLink: defineEndpoint({
    method: 'POST',
    url: '/api/self-service/password-reset/link',
    tags,
    summary: 'Opens an e-mailed reset link: whether it works and whether a code is needed',
    body: Type.Object({ token: LinkTokenSchema }),
    response: { 200: ResetLinkResponseSchema, ...errors },
  }),
  verifyResetCode: defineEndpoint({
    method: 'POST',
    url: '/api/self-service/password-reset/verify-code',
    tags,
    summary: "Checks the reset's security code",
    body: Type.Object({ code: Type.String({ maxLength: 20 }) }),
    response: { 200: Type.Object({ verified: Type.Literal(true) }), ...errors },
  }),
  setPassword: defineEndpoint({
    method: 'POST',
    url: '/api/self-service/password-reset/password',
    tags,
    summary: 'Sets the new password: the link is used and every session of the collector ends',
    body: Type.Object({
      password: Type.String({ maxLength: 200 }),
      confirmPassword: Type.String({ maxLength: 200 }),
    }),
    response: { 200: Type.Object({ done: Type.Literal(true) }), ...errors },
  }) /** /two-factor-authentication/:token: LINK_UNKNOWN 404, LINK_USED 409, LINK_EXPIRED 410. */,
  openCodeLink: defineEndpoint({
    method: 'POST',
    url: '/api/self-service/two-factor/link',
    tags,
    summary: "Opens a security code's e-mailed link: whether it works, and for which flow",
    body: Type.Object({ token: LinkTokenSchema }),
    response: { 200: SecurityCodeLinkResponseSchema, ...errors },
  }),
  verifyCodeLink: defineEndpoint({
    method: 'POST',
    url: '/api/self-service/two-factor/link/verify',
    tags,
    summary: 'Checks a code through its e-mailed link; the flow goes on in this browser',
    body: Type.Object({ token: LinkTokenSchema, code: Type.String({ maxLength: 20 }) }),
    response: { 200: CodeLinkVerifiedResponseSchema, ...errors },
  }),
}
