/**
 * Tester tokens: in preprod and prod a URL forces switches only with one of these beside it, so
 * that a link someone shares as a prank changes nothing for whoever follows it. A token is its
 * expiry time and an HMAC-SHA256 of that time under SWITCHES_TESTER_KEY; it grants forcing until
 * then (at most TESTER_TOKEN_MAX_SECONDS ahead, so a leaked token cannot last), and is kept in the
 * forced-switches cookie so the forcing ends when the token does.
 * @see https://nodejs.org/api/crypto.html#cryptotimingsafeequala-b-options
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/** A tester's working week; longer-lived tokens are refused even when correctly signed. */
export const TESTER_TOKEN_MAX_SECONDS = 7 * 24 * 60 * 60

/** Binds the MAC to this use, should the key ever sign anything else. */
const PURPOSE = 'forced-switches.v1'
const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/

const mac = (key: string, expires: string) =>
  createHmac('sha256', key).update(`${PURPOSE}.${expires}`).digest('base64url')

/** A token valid until `expiresAtMs` (rounded down to the second). */
export function mintTesterToken(key: string, expiresAtMs: number): string {
  const expires = String(Math.floor(expiresAtMs / 1000))
  return `${expires}.${mac(key, expires)}`
}

/** Signed by `key`, not yet expired, and not expiring further ahead than the maximum. */
export function isValidTesterToken(key: string | undefined, token: unknown, nowMs: number): boolean {
  if (!key || typeof token !== 'string') return false
  const match = TOKEN.exec(token)
  if (!match) return false
  const [, expires = '', signature = ''] = match
  const remaining = Number(expires) * 1000 - nowMs
  if (remaining <= 0 || remaining > TESTER_TOKEN_MAX_SECONDS * 1000) return false
  return timingSafeEqual(Buffer.from(signature), Buffer.from(mac(key, expires)))
}
