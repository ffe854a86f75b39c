/**
 * The reference upstream with the sandbox's offers, and access tokens of its demo collectors from
 * its own provider, for the offers suites over loopback HTTP.
 */
import type { Test } from 'tap'
import { seedOffers } from '../../../server/upstream/seed/offers.ts'
import {
  Browser,
  codeGrant,
  DEMO,
  openLoginPage,
  pkcePair,
  type Stand,
  startStand,
  submitLogin,
} from '../oidc/helper.ts'

export const ALEX = DEMO.card
export const SAM = 'sam.patel@example.com'

/** The upstream listening on loopback, its demo collectors given their offers. */
export async function startOffersStand(t: Test) {
  const stand = await startStand(t)
  await seedOffers(stand.upstream.db)
  return stand
}

/** A bearer access token of a demo collector, by a real code flow. */
export async function accessTokenOf(stand: Stand, identifier: string): Promise<string> {
  const browser = new Browser(stand)
  const { verifier, challenge } = pkcePair()
  const page = await openLoginPage(browser, {
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 's',
  })
  const callback = await submitLogin(browser, await page.text(), { identifier, password: DEMO.password })
  const code = new URL(callback.headers.get('location') ?? '').searchParams.get('code') ?? ''
  const { body } = await codeGrant(stand, code, verifier)
  return String(body.access_token)
}

/** fetch against the stand with the collector's bearer token and a JSON body. */
export function caller(stand: Stand, token: string) {
  return async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` }
    if (body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(`${stand.base}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    })
    const text = await response.text()
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null }
  }
}
