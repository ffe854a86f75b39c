/**
 * Sign-in by card number and password (registration specification §2, §4; routes §7): the
 * gateway's JSON surface and the messages the specifications leave open.
 *
 *   POST /api/login/card-check         CardNumberLoginBody → LoginStepResponse   [captcha]
 *   POST /api/login/password           PasswordLoginBody   → LoginStepResponse   [captcha]
 *   POST /api/login/two-factor/verify  TwoFactorBody       → LoginStepResponse
 *   POST /api/login/two-factor/resend  {}                  → CodeSentResponse
 *   GET  /api/login/state                                  → LoginStateResponse
 *   GET  /api/login/identity/start?next=&login_token=      → 302 to the identity provider
 *
 * A step answer says where the browser goes next (`redirectTo`: a page of the app, or the
 * identity login start, which is a top-level navigation). Errors are `{ code, message }`:
 * 400 VALIDATION (with `fields`), DN11, CARD_NOT_APPLICABLE, WRONG_PASSWORD, WRONG_CODE,
 * CODE_EXPIRED; 400 `{ code: '57', errorCode: 'DN57', loginUrl, token }` (go to
 * `${loginUrl}?login_token=${token}`); 409 LOGIN_NOT_STARTED with `redirectTo`; 429 RATE_LIMITED.
 */
import Type, { type Static } from 'typebox'
import { NEXT_STEPS } from '../constants/journey.ts'
import { errorResponses } from './common.ts'
import { defineEndpoint } from './endpoint.ts'

/** Not in the specifications: DN11 "card not recognised". */
export const CARD_NOT_RECOGNISED = "We don't recognise that card number. Check it and try again."
/** Not in the specifications: the inactivated card ("card not applicable"). */
export const CARD_NOT_APPLICABLE = "This card can't be used to log in online. Call the Careline for help."
export const WRONG_PASSWORD = "The password you entered isn't right. Check it and try again."
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.'
/**
 * Not in the specifications: card-number sign-in refused for an account (whoever made the
 * attempts), the same for every card number. A device that signed in before still gets through.
 */
export const ACCOUNT_PAUSED_CODE = 'ACCOUNT_PAUSED'
export const ACCOUNT_PAUSED =
  "There have been too many attempts to sign in to this account, so we've paused sign-in for up to 15 minutes. You can still sign in on a device you've signed in on before."
export const CODE_REQUIRED = 'Enter the 6-digit code we sent you'
export const WRONG_CODE = "That code isn't right. Check it and try again."
export const CODE_EXPIRED = 'That code has expired. Send a new code and try again.'
export const LOGIN_NOT_STARTED = 'Your login has timed out. Enter your card number again.'

const CardNumberLoginBodySchema = Type.Object({
  cardNumber: Type.String({ maxLength: 40 }),
  next: Type.Optional(Type.String({ maxLength: 2048 })),
})
const PasswordLoginBodySchema = Type.Object({ password: Type.String({ maxLength: 200 }) })
const TwoFactorBodySchema = Type.Object({ code: Type.String({ maxLength: 20 }) })

const LoginStepResponseSchema = Type.Object(
  {
    /** The identity API's next step, when the answer came from a card check. */
    nextStep: Type.Optional(Type.Enum([...NEXT_STEPS])),
    redirectTo: Type.String(),
  },
  { additionalProperties: false },
)

const CodeSentResponseSchema = Type.Object(
  { deliveryMethod: Type.Enum(['email', 'sms']), destination: Type.String() },
  { additionalProperties: false },
)

const LoginStateResponseSchema = Type.Object(
  {
    step: Type.Enum(['card-number', 'password', 'two-factor']),
    skipCollectorId: Type.Boolean(),
    deliveryMethod: Type.Optional(Type.Enum(['email', 'sms'])),
    destination: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
)

/** Every error of these routes; DN57 adds errorCode, loginUrl and token, 409 adds redirectTo. */
const LoginErrorSchema = Type.Object(
  {
    code: Type.String(),
    message: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
    errorCode: Type.Optional(Type.Literal('DN57')),
    loginUrl: Type.Optional(Type.String()),
    token: Type.Optional(Type.String()),
    redirectTo: Type.Optional(Type.String()),
  },
  { $id: 'LoginError' },
)

const LOGIN_ERROR_RESPONSES = errorResponses([400, 403, 409, 429, 500, 502, 503, 504], LoginErrorSchema)

const Text = (maxLength: number) => Type.Optional(Type.String({ minLength: 1, maxLength }))

/** The identity login start's query: what to restore at /oauth_redirect, and a one-time login token. */
const IdentityStartQuerySchema = Type.Object({
  next: Type.Optional(Type.String({ maxLength: 2048, description: 'page of this site to return to' })),
  login_token: Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9_-]{16,128}$', description: 'one-time login token' }),
  ),
  authToken: Text(2048),
  nextAction: Text(64),
  redirectUrl: Type.Optional(Type.String({ maxLength: 2048, description: 'allowlisted https URL' })),
  registrationDone: Type.Optional(Type.Boolean()),
})

export type CodeSentResponse = Static<typeof CodeSentResponseSchema>

export const loginApi = {
  cardCheck: defineEndpoint({
    method: 'POST',
    url: '/api/login/card-check',
    tags: ['login'],
    summary: 'Card-number entry: check the card and answer the next step',
    body: CardNumberLoginBodySchema,
    response: { 200: LoginStepResponseSchema, ...LOGIN_ERROR_RESPONSES },
  }),
  password: defineEndpoint({
    method: 'POST',
    url: '/api/login/password',
    tags: ['login'],
    summary: 'Password login (collector sessions)',
    body: PasswordLoginBodySchema,
    response: { 200: LoginStepResponseSchema, ...LOGIN_ERROR_RESPONSES },
  }),
  twoFactorVerify: defineEndpoint({
    method: 'POST',
    url: '/api/login/two-factor/verify',
    tags: ['login'],
    summary: 'Two-factor code (2fa-validate)',
    body: TwoFactorBodySchema,
    response: { 200: LoginStepResponseSchema, ...LOGIN_ERROR_RESPONSES },
  }),
  twoFactorResend: defineEndpoint({
    method: 'POST',
    url: '/api/login/two-factor/resend',
    tags: ['login'],
    summary: 'Send a new two-factor code (2fa-resend)',
    body: Type.Optional(Type.Object({})),
    response: { 200: CodeSentResponseSchema, ...LOGIN_ERROR_RESPONSES },
  }),
  state: defineEndpoint({
    method: 'GET',
    url: '/api/login/state',
    tags: ['login'],
    summary: 'The card-number login step in progress',
    response: { 200: LoginStateResponseSchema },
  }),
  /** A top-level navigation (it redirects), not a fetch: the client links to it with `pathOf` + query. */
  identityStart: defineEndpoint({
    method: 'GET',
    url: '/api/login/identity/start',
    tags: ['session'],
    summary: 'Start identity login: 302 to the provider (a top-level navigation, not a fetch)',
    querystring: IdentityStartQuerySchema,
    response: {
      302: Type.Null(),
      ...errorResponses([400, 429]),
      502: Type.String({ description: 'HTML page: sign-in is unavailable, with a retry' }),
      504: Type.String({ description: 'HTML page: the provider did not answer in time' }),
    },
  }),
}
