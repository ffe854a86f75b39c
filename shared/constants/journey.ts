/** Registration journey: progress, next steps and states (registration specification). */

/** Progress bar percentage per journey step, keyed by the step's path segment. */
export const PROGRESS = {
  'card-check': 10,
  'enter-email-address': 20,
  'check-email': 30,
  'choose-an-account': 40,
  'business-details': 40,
  'customer-details': 50,
  address: 60,
  'phone-number': 70,
  'create-a-password': 80,
  terms: 90,
  'get-business-offers': 100,
} as const
export type JourneyStep = keyof typeof PROGRESS

/** What the identity API asks the product to do after a sign-up call. */
export const NEXT_STEPS = [
  'DO_EMAIL_CHECK',
  'DO_VERIFY_ANALOGUE_NECTAR',
  'DO_CONFIRM_SIGN_UP_SKIP_ADDRESS',
  'DO_LOGIN_IDENTITY',
  'DO_LOGIN_NECTAR',
  'DO_LOGIN',
  'DO_IDENTITY_EMAIL_CONFIRM',
] as const

export const PASSWORD_VALIDITY = ['NA', 'VALID', 'INVALID'] as const
export type PasswordValidity = (typeof PASSWORD_VALIDITY)[number]

export const ACCOUNT_TYPES = ['personal', 'business'] as const
export type AccountType = (typeof ACCOUNT_TYPES)[number]

export const CARD_CHECK_ANSWERS = ['yes', 'no'] as const
export type CardCheckAnswer = (typeof CARD_CHECK_ANSWERS)[number]

/** Registration failure categories, chosen by the failure message. */
export const REGISTRATION_FAILURE_CATEGORIES = [
  'please-log-in',
  'card-not-applicable',
  'system-error',
  'try-again',
] as const
export type RegistrationFailureCategory = (typeof REGISTRATION_FAILURE_CATEGORIES)[number]
