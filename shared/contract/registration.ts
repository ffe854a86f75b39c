/**
 * Registration journey and temporary card: the gateway's JSON surface (client → gateway).
 *
 * Every unsafe call sends `X-Requested-With: fetch`; calls marked [captcha] also send `X-Captcha`.
 * Step answers are `StepResponse`: go to `{prefix}/{nextStep}`, or, when `redirectTo` is
 * present, navigate the whole page there (identity login start, /register-failed).
 * Errors are `RegistrationError` (`{ code, message, fields? }`): 400 VALIDATION with each
 * field's exact message, 409 STEP_OUT_OF_ORDER with the `nextStep` to go to, 429 RATE_LIMITED,
 * 502 UPSTREAM (message to show), other codes below.
 *
 *   POST /api/registration/start              CardCheckBody          → StepResponse
 *   POST /api/registration/card-number        CardNumberBody         → StepResponse          [captcha]
 *   POST /api/registration/email              EmailBody              → StepResponse          [captcha]
 *   POST /api/registration/email/resend       {}                     → ResendResponse
 *   GET  /api/registration/confirm?token=     (e-mailed link)        → 302 to the next screen
 *                                               (expired link: {prefix}/verify-failed?link=expired)
 *   POST /api/registration/account-type       AccountTypeBody        → StepResponse
 *   GET  /api/registration/business-lookup                           → BusinessLookupResponse
 *   POST /api/registration/business-details   BusinessDetailsBody    → StepResponse
 *   POST /api/registration/customer-details   CustomerDetailsBody    → StepResponse (ANALOG: verifies the card)
 *   POST /api/registration/verify-analogue    CustomerDetailsBody    → StepResponse (ANALOG only)
 *   POST /api/registration/address/lookup     AddressLookupBody      → AddressLookupResponse [captcha]
 *   POST /api/registration/address            AddressBody            → StepResponse
 *   POST /api/registration/phone              PhoneBody              → StepResponse
 *   POST /api/registration/password/validate  PasswordValidateBody   → PasswordValidityResponse
 *   POST /api/registration/password           PasswordBody           → StepResponse
 *   POST /api/registration/terms              TermsBody              → StepResponse
 *   POST /api/registration/business-offers    BusinessOffersBody     → StepResponse
 *   GET  /api/registration/status                                    → SignUpStatusResponse (poll every 2 s)
 *   POST /api/registration/auto-login         {}                     → AutoLoginResponse
 *   GET  /api/registration/state                                     → RegistrationStateResponse
 *   POST /api/temp-card/email                 TempCardEmailBody      → 202 TempCardSentResponse [captcha]
 *   POST /api/temp-card/resend                {}                     → 202 TempCardSentResponse
 *   GET  /api/temp-card/:token                                       → TempCardResponse
 *
 * Polling: the success screen calls GET /status every 2 s; the gateway makes one upstream check per
 * call and answers FAILED (redirectTo /register-failed) after SIGN_UP_STATUS_MAX_CHECKS. When
 * COMPLETE, POST /auto-login answers the login start to navigate to (it carries a one-time
 * login_token). A card check `redirectTo` (DO_LOGIN_IDENTITY) is also a whole-page navigation.
 * For an ANALOG journey, POST /customer-details checks the card too (nextStep verify-failed on a
 * mismatch); /verify-analogue is the same call for ANALOG journeys only. A business account
 * gives business details, then the holder's customer details; follow `nextStep` throughout.
 */
import Type, { type Static, type TObject } from 'typebox'
import {
  ACCOUNT_TYPES,
  CARD_CHECK_ANSWERS,
  NEXT_STEPS,
  PASSWORD_VALIDITY,
  REGISTRATION_FAILURE_CATEGORIES,
} from '../constants/journey.ts'
import { EMPLOYEE_CODES } from '../constants/limits.ts'
import { TEMP_CARD_TOKEN_PATTERN } from '../validation/link-tokens.ts'
import { errorResponses } from './common.ts'
import { defineEndpoint } from './endpoint.ts'

const literals = <const Values extends string[]>(values: readonly [...Values], description?: string) =>
  Type.Enum(values, description ? { description } : {})

/** Journey screens under {prefix}; the client navigates to `{prefix}/{nextStep}`. */
const REGISTRATION_SCREENS = [
  'card-check',
  'enter-collector-id',
  'enter-email-address',
  'check-email',
  'choose-an-account',
  'business-details',
  'customer-details',
  'address',
  'phone-number',
  'create-a-password',
  'terms',
  'get-business-offers',
  'success',
  'verify-failed',
  'enter-password',
] as const
export type RegistrationScreen = (typeof REGISTRATION_SCREENS)[number]
export const isRegistrationScreen = (value: unknown): value is RegistrationScreen =>
  REGISTRATION_SCREENS.some((screen) => screen === value)
const RegistrationScreenSchema = literals(REGISTRATION_SCREENS, 'journey screen under {prefix}')

const NextStepValueSchema = literals(NEXT_STEPS, 'next-step value the identity API returned')
const UserTypeSchema = literals(['ANALOG', 'GHOST'] as const, 'registration user type (upper case)')
const AccountTypeSchema = literals(ACCOUNT_TYPES)
const PasswordValiditySchema = literals(PASSWORD_VALIDITY)
const FailureCategorySchema = literals(REGISTRATION_FAILURE_CATEGORIES)

const UserDataText = Type.String({ maxLength: 100 })

/**
 * The journey's userData (§3): kept by the client (sessionStorage), sent by the gateway to the
 * upstream's progressive/user-data and stored there. One shape for all three; each uses the fields
 * it holds. Employees is the letter code of the chosen range.
 */
const RegistrationUserDataSchema = Type.Object(
  {
    email: Type.Optional(Type.String({ maxLength: 320 })),
    nectarContactPreferences: Type.Optional(
      Type.Object({
        contactByPhone: Type.Boolean(),
        contactByEmail: Type.Boolean(),
        contactBySMS: Type.Boolean(),
        contactByPost: Type.Boolean(),
      }),
    ),
    /** The marketing-email toggle as the e-mail step sent it. */
    contactByEmail: Type.Optional(Type.Boolean()),
    existingCardType: Type.Optional(literals(['none', 'ISSUED'] as const)),
    accountType: Type.Optional(AccountTypeSchema),
    title: Type.Optional(UserDataText),
    firstName: Type.Optional(UserDataText),
    lastName: Type.Optional(UserDataText),
    /** DD-MM-YYYY (shown with slashes). */
    dateOfBirth: Type.Optional(Type.String({ pattern: '^[0-9]{2}-[0-9]{2}-[0-9]{4}$' })),
    business: Type.Optional(
      Type.Object({ name: UserDataText, category: UserDataText, employees: literals(EMPLOYEE_CODES) }),
    ),
    /** The chosen address as its lines (one address). */
    addresses: Type.Optional(Type.Array(Type.Array(UserDataText, { maxItems: 8 }), { maxItems: 1 })),
    memorableName: Type.Optional(UserDataText),
    phoneNumber: Type.Optional(Type.String({ maxLength: 30 })),
    /** ISO 3166-1 alpha-2, lower case. */
    countryCode: Type.Optional(Type.String({ pattern: '^[a-z]{2}$' })),
    onlineAdvertisingConsent: Type.Optional(Type.Boolean()),
    businessOffersOptIn: Type.Optional(Type.Boolean()),
  },
  { $id: 'RegistrationUserData' },
)

/**
 * The userData fields the gateway stores through progressive/user-data; the e-mail, phone and account
 * type arrive through their own checked calls.
 */
export const UserDataUpdateSchema = Type.Pick(RegistrationUserDataSchema, [
  'title',
  'firstName',
  'lastName',
  'dateOfBirth',
  'business',
  'addresses',
  'memorableName',
  'onlineAdvertisingConsent',
  'businessOffersOptIn',
])

/** Answer of every step call. */
const StepResponseSchema = Type.Object(
  {
    nextStep: RegistrationScreenSchema,
    /** The identity API's next-step value behind this answer, when it gave one. */
    signUpStep: Type.Optional(NextStepValueSchema),
    /** A whole-page navigation (same-origin path or identity login URL) instead of a screen. */
    redirectTo: Type.Optional(Type.String()),
  },
  { $id: 'RegistrationStep', additionalProperties: false },
)

/** Every error: `{ code, message, fields? }`; 409 adds nextStep, failures add category/redirectTo. */
export const RegistrationErrorSchema = Type.Object(
  {
    code: Type.String({
      description:
        'VALIDATION | STEP_OUT_OF_ORDER | DN11 | CARD_NOT_APPLICABLE | PHONE_INVALID | TOKEN_INVALID | ' +
        'NOT_FOUND | RATE_LIMITED | CAPTCHA | UPSTREAM | SERVER_ERROR | AUTO_LOGIN_FAILED',
    }),
    message: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
    nextStep: Type.Optional(RegistrationScreenSchema),
    redirectTo: Type.Optional(Type.String()),
    category: Type.Optional(FailureCategorySchema),
  },
  { $id: 'RegistrationError' },
)

/** Every error status a registration or temporary-card call may answer. */
export const REGISTRATION_ERROR_RESPONSES = errorResponses(
  [400, 401, 403, 404, 409, 422, 429, 500, 502, 503, 504],
  RegistrationErrorSchema,
)

const CardCheckBodySchema = Type.Object({
  existingCard: literals(CARD_CHECK_ANSWERS),
  /** The registrationDone URL parameter was on. */
  registrationDone: Type.Optional(Type.Boolean()),
})

const CardNumberBodySchema = Type.Object({ cardNumber: Type.String({ maxLength: 40 }) })

const EmailBodySchema = Type.Object({
  email: Type.String({ maxLength: 320 }),
  /** The marketing-email toggle (on by default). */
  contactByEmail: Type.Boolean(),
})

const ResendResponseSchema = Type.Object({ email: Type.String() }, { additionalProperties: false })

const AccountTypeBodySchema = Type.Object({ accountType: AccountTypeSchema })

const BusinessLookupResponseSchema = Type.Object(
  {
    /** Employee ranges in option order: position n (1-based) has code EMPLOYEE_CODES[n-1]. */
    businessEmployees: Type.Array(
      Type.Object({ code: literals(EMPLOYEE_CODES), label: Type.String() }, { additionalProperties: false }),
    ),
    businessCategories: Type.Array(
      Type.Object(
        {
          group: Type.String(),
          options: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
)

const BusinessDetailsBodySchema = Type.Object({
  name: Type.String({ maxLength: 200 }),
  employees: Type.String({ maxLength: 2, description: 'letter code A to I' }),
  category: Type.String({ maxLength: 100, description: 'an option value of businessCategories' }),
})

const CustomerDetailsBodySchema = Type.Object({
  title: Type.String({ maxLength: 20 }),
  firstName: Type.String({ maxLength: 100 }),
  lastName: Type.String({ maxLength: 100 }),
  /** As typed: DD/MM/YYYY. */
  dateOfBirth: Type.String({ maxLength: 20 }),
})

const AddressLookupBodySchema = Type.Object({
  building: Type.String({ maxLength: 100 }),
  postcode: Type.String({ maxLength: 20 }),
})

/** Empty list: show "No addresses were found - Please check your details and try again." */
const AddressLookupResponseSchema = Type.Object(
  { addresses: Type.Array(Type.Array(Type.String()), { description: 'each address as its lines' }) },
  { additionalProperties: false },
)

/** The chosen (or confirmed) address, as the lines the lookup returned. */
const AddressBodySchema = Type.Object({
  address: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 8 }),
})

const PhoneBodySchema = Type.Object({
  memorableName: Type.String({ maxLength: 100 }),
  phoneNumber: Type.String({ maxLength: 30 }),
  /** ISO 3166-1 alpha-2, lower case (gb first). */
  countryCode: Type.String({ pattern: '^[a-z]{2}$' }),
})

const PasswordValidateBodySchema = Type.Object({ password: Type.String({ maxLength: 200 }) })
export const PasswordValidityResponseSchema = Type.Object(
  { pwdValidity: PasswordValiditySchema },
  { additionalProperties: false },
)

const PasswordBodySchema = Type.Object({
  password: Type.String({ maxLength: 200 }),
  confirmPassword: Type.String({ maxLength: 200 }),
})

const TermsBodySchema = Type.Object({
  /** The agreement box. */
  agreed: Type.Boolean(),
  onlineAdvertisingConsent: Type.Boolean(),
})

const BusinessOffersBodySchema = Type.Object({ businessOffersOptIn: Type.Boolean() })

const SIGN_UP_STATUSES = ['PENDING', 'COMPLETE', 'FAILED'] as const
const SignUpStatusResponseSchema = Type.Object(
  {
    signUpStatus: literals(SIGN_UP_STATUSES),
    /** When COMPLETE: the 11 digits after the card prefix. */
    cardNumber: Type.Optional(Type.String()),
    /** When FAILED: the category and message to show, and where to go (/register-failed). */
    category: Type.Optional(FailureCategorySchema),
    message: Type.Optional(Type.String()),
    redirectTo: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
)

/** Follow `redirectTo` (the identity login start, or `{prefix}/login`). */
const AutoLoginResponseSchema = Type.Object(
  { redirectTo: Type.String(), registrationDone: Type.Boolean() },
  { additionalProperties: false },
)

const RegistrationStateResponseSchema = Type.Object(
  {
    /** False when no journey is in progress (the screen should go to card-check). */
    active: Type.Boolean(),
    /** The furthest screen the journey allows now. */
    step: RegistrationScreenSchema,
    userType: Type.Optional(UserTypeSchema),
    accountType: Type.Optional(AccountTypeSchema),
    email: Type.Optional(Type.String()),
    /** For the password checklist (must not contain these). */
    firstName: Type.Optional(Type.String()),
    lastName: Type.Optional(Type.String()),
    pwdValidity: PasswordValiditySchema,
    registrationDone: Type.Boolean(),
    /** An address is already held (the address step is skipped). */
    hasAddress: Type.Boolean(),
    signUpStatus: Type.Optional(literals(SIGN_UP_STATUSES)),
    /** When COMPLETE. */
    cardNumber: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
)

export const TempCardEmailBodySchema = Type.Object({
  email: Type.String({ maxLength: 320 }),
  terms: Type.Boolean(),
  privacy: Type.Boolean(),
})

export const TempCardSentResponseSchema = Type.Object(
  { email: Type.String() },
  { additionalProperties: false },
)

export const TempCardParamsSchema = Type.Object({
  token: Type.String({ pattern: TEMP_CARD_TOKEN_PATTERN }),
})

export const TempCardResponseSchema = Type.Object(
  {
    cardNumber: Type.String({ description: '11 digits after the card prefix' }),
    /** ISO 8601 instant: 30 days after issue. */
    validUntil: Type.String(),
    /** `data:image/svg+xml;base64,…` for an <img src>. */
    barcode: Type.String(),
  },
  { additionalProperties: false },
)

export type RegistrationUserData = Static<typeof RegistrationUserDataSchema>
export type UserDataUpdate = Static<typeof UserDataUpdateSchema>
export type StepResponse = Static<typeof StepResponseSchema>
export type RegistrationError = Static<typeof RegistrationErrorSchema>
export type CardCheckBody = Static<typeof CardCheckBodySchema>
export type CardNumberBody = Static<typeof CardNumberBodySchema>
export type EmailBody = Static<typeof EmailBodySchema>
export type AccountTypeBody = Static<typeof AccountTypeBodySchema>
export type BusinessDetailsBody = Static<typeof BusinessDetailsBodySchema>
export type CustomerDetailsBody = Static<typeof CustomerDetailsBodySchema>
export type AddressLookupBody = Static<typeof AddressLookupBodySchema>
export type PhoneBody = Static<typeof PhoneBodySchema>
export type PasswordBody = Static<typeof PasswordBodySchema>
export type TermsBody = Static<typeof TermsBodySchema>
export type BusinessOffersBody = Static<typeof BusinessOffersBodySchema>
export type SignUpStatusResponse = Static<typeof SignUpStatusResponseSchema>
export type RegistrationStateResponse = Static<typeof RegistrationStateResponseSchema>
export type TempCardEmailBody = Static<typeof TempCardEmailBodySchema>

/**
 * A step call: the body as typed (partial: a missing field gets its field rule's message, 400
 * VALIDATION), answered with the next screen.
 */
const stepEndpoint = <const Url extends `/api/registration/${string}`, Body extends TObject>(
  url: Url,
  summary: string,
  body: Body,
) =>
  defineEndpoint({
    method: 'POST',
    url,
    tags: ['registration'],
    summary,
    body: Type.Partial(body),
    response: { 200: StepResponseSchema, ...REGISTRATION_ERROR_RESPONSES },
  })

export const registrationApi = {
  start: stepEndpoint(
    '/api/registration/start',
    'Card check answer: starts a new journey',
    CardCheckBodySchema,
  ),
  /** [captcha] */
  cardNumber: stepEndpoint(
    '/api/registration/card-number',
    'Card number on the card path (progressive/card-check)',
    CardNumberBodySchema,
  ),
  /** [captcha] */
  email: stepEndpoint(
    '/api/registration/email',
    'E-mail address and contact preference (progressive/email-check)',
    EmailBodySchema,
  ),
  emailResend: defineEndpoint({
    method: 'POST',
    url: '/api/registration/email/resend',
    tags: ['registration'],
    summary: 'Sends the confirmation e-mail again',
    response: { 200: ResendResponseSchema, ...REGISTRATION_ERROR_RESPONSES },
  }),
  /** The e-mailed link, opened by the browser (not a fetch). */
  confirm: defineEndpoint({
    method: 'GET',
    url: '/api/registration/confirm',
    tags: ['registration'],
    summary: 'The e-mailed link: restores the journey in this browser, then 302 to the next screen',
    // Whatever a mail client or a person left of the link: a missing, empty or overlong token is a
    // link that leads nowhere, answered as an unknown one (a page, never a schema's reasons).
    querystring: Type.Object({ token: Type.Optional(Type.String({ maxLength: 4096 })) }),
    response: { 302: Type.Null(), ...REGISTRATION_ERROR_RESPONSES },
  }),
  accountType: stepEndpoint(
    '/api/registration/account-type',
    'Personal or business account',
    AccountTypeBodySchema,
  ),
  businessLookup: defineEndpoint({
    method: 'GET',
    url: '/api/registration/business-lookup',
    tags: ['registration'],
    summary: 'Employee ranges and business categories',
    response: { 200: BusinessLookupResponseSchema, ...REGISTRATION_ERROR_RESPONSES },
  }),
  businessDetails: stepEndpoint(
    '/api/registration/business-details',
    'Business name, employees and category',
    BusinessDetailsBodySchema,
  ),
  customerDetails: stepEndpoint(
    '/api/registration/customer-details',
    'Title, names and date of birth',
    CustomerDetailsBodySchema,
  ),
  verifyAnalogue: stepEndpoint(
    '/api/registration/verify-analogue',
    'Analog card holder details (progressive/verify-analogue-nectar)',
    CustomerDetailsBodySchema,
  ),
  /** [captcha] */
  addressLookup: defineEndpoint({
    method: 'POST',
    url: '/api/registration/address/lookup',
    tags: ['registration'],
    summary: 'Addresses for a property and postcode',
    body: Type.Partial(AddressLookupBodySchema),
    response: { 200: AddressLookupResponseSchema, ...REGISTRATION_ERROR_RESPONSES },
  }),
  address: stepEndpoint('/api/registration/address', 'The chosen address (its lines)', AddressBodySchema),
  phone: stepEndpoint(
    '/api/registration/phone',
    'Memorable word and mobile number (progressive/phone-check)',
    PhoneBodySchema,
  ),
  passwordValidate: defineEndpoint({
    method: 'POST',
    url: '/api/registration/password/validate',
    tags: ['registration'],
    summary: 'pwdValidity of a password (progressive/password-validation)',
    body: Type.Partial(PasswordValidateBodySchema),
    response: { 200: PasswordValidityResponseSchema, ...REGISTRATION_ERROR_RESPONSES },
  }),
  password: stepEndpoint('/api/registration/password', 'The new password', PasswordBodySchema),
  terms: stepEndpoint('/api/registration/terms', 'Agreement and online advertising consent', TermsBodySchema),
  businessOffers: stepEndpoint(
    '/api/registration/business-offers',
    'Business offers opt-in; submits the registration',
    BusinessOffersBodySchema,
  ),
  /** Polled every 2 s by the success screen. */
  status: defineEndpoint({
    method: 'GET',
    url: '/api/registration/status',
    tags: ['registration'],
    summary: 'Sign-up status, one upstream check per call',
    response: { 200: SignUpStatusResponseSchema, ...REGISTRATION_ERROR_RESPONSES },
  }),
  autoLogin: defineEndpoint({
    method: 'POST',
    url: '/api/registration/auto-login',
    tags: ['registration'],
    summary: 'Exchanges the completion token for an identity login',
    response: { 200: AutoLoginResponseSchema, ...REGISTRATION_ERROR_RESPONSES },
  }),
  state: defineEndpoint({
    method: 'GET',
    url: '/api/registration/state',
    tags: ['registration'],
    summary: 'The journey as the client draws it',
    response: { 200: RegistrationStateResponseSchema, ...REGISTRATION_ERROR_RESPONSES },
  }),
}
