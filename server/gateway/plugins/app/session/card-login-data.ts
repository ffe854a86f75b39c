/**
 * The card-number login between its steps, in the encrypted session cookie (never in the
 * browser's storage): which collector, where to return, and a pending two-factor challenge.
 * @see https://github.com/fastify/fastify-secure-session#typescript-support
 */
export type CardLoginState = {
  collectorId: string
  /** A safe path of this site to return to after login. */
  next?: string
  /** ms since the epoch; the state is stale after CARD_LOGIN_TTL_MS. */
  startedAt: number
  twoFactor?: { encryptedSessionJwt: string; deliveryMethod: 'email' | 'sms'; destination: string }
}

export const CARD_LOGIN_TTL_MS = 15 * 60_000

declare module '@fastify/secure-session' {
  interface SessionData {
    cardLogin: CardLoginState
  }
}
