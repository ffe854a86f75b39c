/**
 * One identity-login transaction: fresh PKCE verifier (32 random bytes → 43 base64url characters),
 * state and nonce for every redirect to the provider, kept in the session with the values the
 * specification carries through the login (next, authToken, nextAction, redirectUrl,
 * registrationDone). It lasts 10 minutes; an expired one restarts the login (OIDC-3).
 * @see https://github.com/panva/openid-client/blob/main/examples/oidc.ts
 */
import * as client from 'openid-client'
import type { LoginState } from '../session/session-data.ts'

export const LOGIN_TRANSACTION_MS = 10 * 60_000

export type CarriedValues = Pick<
  LoginState,
  'next' | 'authToken' | 'nextAction' | 'redirectUrl' | 'registrationDone'
>

export async function newLoginTransaction(carried: CarriedValues, now: number) {
  const login: LoginState = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
    startedAt: now,
    ...Object.fromEntries(Object.entries(carried).filter(([, value]) => value !== undefined)),
  }
  return { login, codeChallenge: await client.calculatePKCECodeChallenge(login.codeVerifier) }
}

export const isExpired = (login: LoginState, now: number) => now - login.startedAt >= LOGIN_TRANSACTION_MS
