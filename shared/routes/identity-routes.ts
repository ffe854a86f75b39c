/**
 * The registration and sign-in journey under the configurable identity-start prefix
 * (registration specification §2). The prefix itself redirects to the card check
 * (see redirect-table.ts), so it is not a page.
 */
import { publicRoute } from './route-entry.ts'

/** The card check's path segment ("card-check" in the specification). */
export const CARD_CHECK_SEGMENT = 'card-check'
/** Card-number entry, the destination of /login and of a 401. */
export const ENTER_CARD_NUMBER_SEGMENT = 'enter-card-number'
/** The password reset's request; the provider's login page links to it too. */
export const FORGOTTEN_PASSWORD_SEGMENT = 'forgotten-password'

const JOURNEY = [
  [CARD_CHECK_SEGMENT, 'card-check', 'Have you used the scheme before?'],
  ['enter-email-address', 'enter-email-address', 'Enter your email'],
  ['check-email', 'check-email', "We've sent you an email"],
  ['choose-an-account', 'choose-an-account', 'Choose an account'],
  ['business-details', 'business-details', 'Business details'],
  ['customer-details', 'customer-details', "Let's create your account"],
  ['address', 'address', 'Your address'],
  ['phone-number', 'phone-number', 'Your phone number'],
  ['create-a-password', 'create-a-password', 'Create a password'],
  ['terms', 'terms', 'The important stuff'],
  ['get-business-offers', 'get-business-offers', 'Business offers'],
  ['success', 'registration-success', 'Nicely done!'],
  ['verify-failed', 'verify-failed', "Those details don't look quite right"],
  ['sign-up', 'sign-up', 'Sign up'],
  ['temp-card', 'temp-card', 'Try a temporary card'],
  ['temp-card/enter-email-address', 'temp-card-email', 'We just need your email'],
  ['temp-card/success', 'temp-card-success', 'Check your email'],
  ['enter-password', 'enter-password', 'Enter your password'],
  /** The password reset's request (issue 11): linked from enter-password and the card check. */
  [FORGOTTEN_PASSWORD_SEGMENT, 'forgotten-password', 'Forgotten your password?'],
  /** Device two-factor code of the password login (code 141); not in the specifications. */
  ['two-factor', 'two-factor', "Check it's you"],
  [ENTER_CARD_NUMBER_SEGMENT, 'enter-card-number', 'Enter your card number'],
  ['login', 'enter-card-number', 'Enter your card number'],
  ['app-enter-card-number', 'enter-card-number', 'Enter your card number'],
  /** Card-number entry with the skip switch forced off. */
  ['enter-collector-id', 'enter-collector-id', 'Enter your card number'],
] as const satisfies readonly (readonly [segment: string, screen: string, title: string])[]

export function identityRoutes(prefix: string) {
  return JOURNEY.map(([segment, screen, title]) => publicRoute(`${prefix}/${segment}`, screen, title))
}
