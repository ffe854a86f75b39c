/**
 * The identity API (registration specification §7): the registration journey (`progressive/*`,
 * ready, sign-up status, auto-login), address lookup, business lookup, the temporary card, and the
 * password login (collector sessions, device two-factor). Each call declared once: the reference
 * upstream registers its route from it, the gateway's identity client calls it and checks the
 * answer against its success schema. URLs are relative to the identity API's base URL.
 * @see https://github.com/fastify/demo/blob/main/src/schemas/tasks.ts
 */
import Type, { type Static } from 'typebox'
import { NEXT_STEPS } from '../../constants/journey.ts'
import { defineEndpoint } from '../endpoint.ts'
import { UserDataUpdateSchema } from '../registration.ts'
import { AuthTokenSchema, NoContentSchema, UpstreamErrorSchema } from './common.ts'

const tags = ['identity']
const Name = Type.String({ maxLength: 100 })
const JourneyErrors = { 400: UpstreamErrorSchema, 401: UpstreamErrorSchema } as const

const NextStepSchema = Type.Enum(NEXT_STEPS)
const UserTypeSchema = Type.Enum(['ANALOG', 'GHOST'])
const AccountTypeSchema = Type.Enum(['personal', 'business'])

const CardCheckSchema = Type.Object({
  authToken: Type.String(),
  nextStep: NextStepSchema,
  userType: Type.Optional(UserTypeSchema),
  collectorId: Type.Optional(Type.String()),
})
export type CardCheck = Static<typeof CardCheckSchema>

const EmailConfirmSchema = Type.Object({
  authToken: Type.String(),
  email: Type.String(),
  userType: Type.Optional(UserTypeSchema),
  accountType: Type.Optional(AccountTypeSchema),
  registrationDone: Type.Boolean(),
  nextStep: Type.Optional(NextStepSchema),
})
export type EmailConfirm = Static<typeof EmailConfirmSchema>

const UserDataSummarySchema = Type.Object({
  email: Type.Optional(Type.String()),
  firstName: Type.Optional(Type.String()),
  lastName: Type.Optional(Type.String()),
  accountType: Type.Optional(Type.String()),
  hasAddress: Type.Boolean(),
  hasPassword: Type.Boolean(),
})
export type UserDataSummary = Static<typeof UserDataSummarySchema>

/** What the gateway sends to progressive/user-data (userData held by the upstream). */
export type { UserDataUpdate } from '../registration.ts'

const NextStepReplySchema = Type.Object({ nextStep: NextStepSchema })

export const cardCheck = defineEndpoint({
  method: 'POST',
  url: '/progressive/card-check',
  summary: 'Start the journey (or a card-number sign-in) with a card number',
  tags,
  body: Type.Object({
    cardNumber: Type.String({ pattern: '^[0-9]{11}$' }),
    authToken: Type.Optional(AuthTokenSchema),
    /** Sign-in by card number: an online account answers DO_LOGIN (password login) with its id. */
    purpose: Type.Optional(Type.Literal('login')),
  }),
  response: { 200: CardCheckSchema, 400: UpstreamErrorSchema, 404: UpstreamErrorSchema },
})

export const emailCheck = defineEndpoint({
  method: 'POST',
  url: '/progressive/email-check',
  summary: 'Start the journey (or go on) with an e-mail address',
  tags,
  body: Type.Object({
    email: Type.String({ minLength: 3, maxLength: 254 }),
    contactByEmail: Type.Boolean(),
    authToken: Type.Optional(AuthTokenSchema),
    registrationDone: Type.Optional(Type.Boolean()),
  }),
  response: {
    200: Type.Object({
      authToken: Type.String(),
      nextStep: NextStepSchema,
      identitySessionToken: Type.Optional(Type.String()),
    }),
  },
})

export const emailCheckConfirm = defineEndpoint({
  method: 'POST',
  url: '/progressive/email-check-confirm',
  summary: "Confirm the address with the e-mailed link's token",
  tags,
  body: Type.Object({ token: AuthTokenSchema }),
  response: { 200: EmailConfirmSchema, 400: UpstreamErrorSchema },
})

export const identityEmailCheckConfirm = defineEndpoint({
  method: 'POST',
  url: '/progressive/identity-email-check-confirm',
  summary: 'Confirm an address the identity provider has confirmed',
  tags,
  body: Type.Object({ authToken: AuthTokenSchema, identitySessionToken: AuthTokenSchema }),
  response: { 200: EmailConfirmSchema, 400: UpstreamErrorSchema },
})

export const userData = defineEndpoint({
  method: 'POST',
  url: '/progressive/user-data',
  summary: "Store step data (and the account type); answer the journey's summary",
  tags,
  body: Type.Object({
    authToken: AuthTokenSchema,
    accountType: Type.Optional(Type.Union([Type.Literal('personal'), Type.Literal('business')])),
    userData: Type.Optional(UserDataUpdateSchema),
  }),
  response: { 200: UserDataSummarySchema, ...JourneyErrors },
})

export const verifyAnalogueNectar = defineEndpoint({
  method: 'POST',
  url: '/progressive/verify-analogue-nectar',
  summary: "Check an analog card's holder",
  tags,
  body: Type.Object({
    authToken: AuthTokenSchema,
    collectorId: Type.String({ maxLength: 100 }),
    lastName: Name,
    dateOfBirth: Type.String({ maxLength: 10 }),
  }),
  response: { 200: NextStepReplySchema, ...JourneyErrors },
})

export const phoneCheck = defineEndpoint({
  method: 'POST',
  url: '/progressive/phone-check',
  summary: 'Check and store the mobile number',
  tags,
  body: Type.Object({
    authToken: AuthTokenSchema,
    countryCode: Type.String({ pattern: '^[a-z]{2}$' }),
    phoneNumber: Type.String({ maxLength: 30 }),
  }),
  response: { 200: Type.Object({ authToken: Type.String() }), ...JourneyErrors },
})

export const passwordValidation = defineEndpoint({
  method: 'POST',
  url: '/progressive/password-validation',
  summary: "Whether a password passes the rules and is not the account's previous one",
  tags,
  body: Type.Object({
    authToken: AuthTokenSchema,
    firstName: Type.Optional(Name),
    lastName: Type.Optional(Name),
    password: Type.String({ maxLength: 200 }),
  }),
  response: {
    200: Type.Object({ pwdValidity: Type.Enum(['NA', 'VALID', 'INVALID']) }),
    ...JourneyErrors,
  },
})

export const setPassword = defineEndpoint({
  method: 'POST',
  url: '/progressive/password',
  summary: "Store the journey's password",
  tags,
  body: Type.Object({ authToken: AuthTokenSchema, password: Type.String({ maxLength: 200 }) }),
  response: { 204: NoContentSchema, ...JourneyErrors },
})

export const confirmRegistration = defineEndpoint({
  method: 'POST',
  url: '/progressive/confirm-registration',
  summary: 'Submit a finished journey (completes asynchronously)',
  tags,
  body: Type.Object({
    authToken: AuthTokenSchema,
    accessToken: Type.Optional(Type.String({ maxLength: 2000 })),
  }),
  response: { 200: NextStepReplySchema, ...JourneyErrors },
})

export const identityLogin = defineEndpoint({
  method: 'GET',
  url: '/progressive/identity-login',
  summary: "The identity provider's authorization endpoint",
  tags,
  response: { 200: Type.Object({ href: Type.String() }) },
})

export const ready = defineEndpoint({
  method: 'POST',
  url: '/ready',
  summary: 'Whether the registered account can be used yet',
  tags,
  body: Type.Object({ authToken: Type.String({ minLength: 1, maxLength: 100 }) }),
  response: { 200: Type.Object({ ready: Type.Boolean() }) },
})

const SignUpStatusSchema = Type.Object({
  signUpStatus: Type.String(),
  registrationCompletedToken: Type.Optional(Type.String()),
  cardNumber: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
})

export const signUpStatus = defineEndpoint({
  method: 'POST',
  url: '/sign-up/status',
  summary: "The submitted journey's sign-up status (PENDING, COMPLETE, FAILED)",
  tags,
  body: Type.Object({ authToken: AuthTokenSchema }),
  response: { 200: SignUpStatusSchema, 401: UpstreamErrorSchema },
})

export const autoLogin = defineEndpoint({
  method: 'POST',
  url: '/auto-login',
  summary: "Exchange a registration's completion token (once) for an identity login token",
  tags,
  body: Type.Object({ registrationCompletedToken: AuthTokenSchema }),
  response: {
    200: Type.Object({
      identityLoginToken: Type.String(),
      registrationDone: Type.Boolean(),
      _links: Type.Object({ 'login-identity': Type.Object({ href: Type.String() }) }),
    }),
    401: UpstreamErrorSchema,
  },
})

export const findAddress = defineEndpoint({
  method: 'POST',
  url: '/address/lookup',
  summary: 'The addresses for a building and postcode',
  tags,
  body: Type.Object({
    building: Type.String({ maxLength: 60 }),
    postcode: Type.String({ minLength: 5, maxLength: 10, pattern: '^[A-Za-z0-9 ]+$' }),
  }),
  response: {
    200: Type.Object({
      addresses: Type.Array(Type.Array(Type.String()), { description: 'each address as its lines' }),
    }),
    500: UpstreamErrorSchema,
  },
})

export const businessLookup = defineEndpoint({
  method: 'GET',
  url: '/business-lookup',
  summary: 'The employee ranges (codes A to I) and the grouped business categories',
  tags,
  response: {
    200: Type.Object({
      /** Employee range per letter code A to I. */
      businessEmployees: Type.Record(Type.String(), Type.String()),
      businessCategories: Type.Array(
        Type.Object({
          group: Type.String(),
          categories: Type.Array(Type.Object({ key: Type.String(), name: Type.String() })),
        }),
      ),
    }),
  },
})

export const accessEmail = defineEndpoint({
  method: 'POST',
  url: '/nectar-lite/access-email',
  summary: 'E-mail the address a link to its temporary card',
  tags,
  body: Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }) }),
  response: { 202: NoContentSchema },
})

export const tempCard = defineEndpoint({
  method: 'GET',
  url: '/nectar-lite/card',
  summary: "A temporary card, by its link's token",
  tags,
  querystring: Type.Object({ token: AuthTokenSchema }),
  response: {
    200: Type.Object({ cardNumber: Type.String(), validUntil: Type.String() }),
    404: UpstreamErrorSchema,
  },
})

/** One-time token for the identity provider (`login_token` on its authorization request). */
const LoginTokenSchema = Type.Object({ loginToken: Type.String({ minLength: 16 }) })

/** `2fa/check` and `2fa/resend`: where the code went. */
const CodeSentSchema = Type.Object({
  deliveryMethod: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  destination: Type.String(),
})

export const collectorSession = defineEndpoint({
  method: 'POST',
  url: '/collector/sessions',
  summary: 'Password login by collector id: a login token, 141 (two-factor), DN57 (session upgrade) or 429',
  tags,
  body: Type.Object({
    collectorId: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
    /**
     * The gateway has proven that this browser signed in to the account before: the check runs
     * on a budget of its own, which others' failures (and the lock they cause) do not touch.
     */
    knownDevice: Type.Optional(Type.Boolean()),
  }),
  response: {
    200: LoginTokenSchema,
    400: Type.Object({
      code: Type.Literal(57),
      errorCode: Type.Literal('DN57'),
      description: Type.String(),
      loginUrl: Type.String(),
      token: Type.String(),
    }),
    401: UpstreamErrorSchema,
    403: Type.Object({
      code: Type.Literal('141'),
      description: Type.String(),
      encryptedSessionJwt: Type.String(),
    }),
    /** The account's password-guess budget is spent (shared with the provider's login form). */
    429: UpstreamErrorSchema,
  },
})

const ChallengeSchema = Type.String({ minLength: 20, maxLength: 200 })

export const twoFactorCheck = defineEndpoint({
  method: 'POST',
  url: '/2fa/check',
  summary: "Send the first code of a login's two-factor challenge",
  tags,
  body: Type.Object({ encryptedSessionJwt: ChallengeSchema }),
  response: { 200: CodeSentSchema, 400: UpstreamErrorSchema },
})

export const twoFactorResend = defineEndpoint({
  ...twoFactorCheck,
  url: '/2fa/resend',
  summary: "Send a new code for a login's two-factor challenge",
})

export const twoFactorValidate = defineEndpoint({
  method: 'POST',
  url: '/2fa/validate',
  summary: 'Redeem a two-factor challenge with its code for a login token',
  tags,
  body: Type.Object({
    encryptedSessionJwt: ChallengeSchema,
    twoFaCode: Type.String({ pattern: '^[0-9]{6}$' }),
  }),
  response: { 200: LoginTokenSchema, 400: UpstreamErrorSchema },
})

const HealthSchema = Type.Object({ status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]) })

/** The gateway's readiness check pings it. */
export const healthz = defineEndpoint({
  method: 'GET',
  url: '/healthz',
  summary: 'The upstream answers and its store runs a query',
  tags,
  response: { 200: HealthSchema, 503: HealthSchema },
})
