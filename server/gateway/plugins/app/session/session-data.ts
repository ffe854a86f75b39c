/**
 * The one shape of the session cookie's payload, by declaration merging into
 * @fastify/secure-session. Features that need more add their own fields the same way.
 * @see https://github.com/fastify/fastify-secure-session#typescript-support
 */

import type { RegistrationScreen } from '../../../../../shared/contract/registration.ts'
import type { SelfServiceFlow } from '../../../../../shared/contract/upstream/self-service.ts'

export type LoginState = {
  state: string
  nonce: string
  codeVerifier: string
  /** ms since the epoch: the login transaction expires 10 minutes after it. */
  startedAt: number
  next?: string
  authToken?: string
  nextAction?: string
  redirectUrl?: string
  registrationDone?: boolean
}

/**
 * The registration journey (server/gateway/routes/api/registration/journey.ts): tokens, the
 * furthest step allowed and a few flags. The collector's details stay in the upstream's journey.
 */
export type RegistrationState = {
  authToken?: string
  accessToken?: string
  registrationCompletedToken?: string
  /** The furthest journey screen the collector may open now. */
  nextStep?: RegistrationScreen
  userType?: 'ANALOG' | 'GHOST'
  accountType?: 'personal' | 'business'
  /** The card-number path (yes at the card check). */
  existingCard?: boolean
  registrationDone?: boolean
  email?: string
  contactByEmail?: boolean
  /** Analog card being confirmed. */
  collectorId?: string
  /** The last password the identity API called VALID. */
  pwdValidity?: 'NA' | 'VALID' | 'INVALID'
  /** Sign-up status checks made so far (bounded by SIGN_UP_STATUS_MAX_CHECKS). */
  statusChecks?: number
  signUpStatus?: 'PENDING' | 'COMPLETE' | 'FAILED'
  cardNumber?: string
  /** One-time token for the identity login after registration (sent as `login_token`). */
  identityLoginToken?: string
}

/**
 * A signed-out flow (password reset, card retrieval, card replacement) once the upstream has
 * identified the collector: the flow's opaque token, which the two-factor calls need.
 */
type SelfServiceState = { flow: SelfServiceFlow; flowToken: string }

/** An opened password-reset link: its token and the details the new password must avoid. */
type PasswordResetState = {
  token: string
  firstName: string
  lastName: string
  email: string
  twoFactorRequired: boolean
}

declare module '@fastify/secure-session' {
  interface SessionData {
    /** Random session id: what logout puts on the denylist. */
    sid: string
    /** Issue time in ms since the epoch: the start of the absolute lifetime. */
    iat: number
    collectorId: string
    firstName: string
    collectorHash: string
    tokens: { access: string; refresh: string; expiresAt: number }
    login: LoginState
    registration: RegistrationState
    /** The address a temporary card was sent to, for the resend. */
    tempCardEmail: string
    selfService: SelfServiceState
    passwordReset: PasswordResetState
  }
}
