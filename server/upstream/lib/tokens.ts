/**
 * The upstream's random tokens and their hashes, written once: opaque tokens are 32 random bytes
 * (base64url); where a token is a credential only its sha256 is stored, and codes are compared in
 * constant time. Signed tokens (hotels, collector hash) use HMAC-SHA256 under a random key.
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Session_Management_Cheat_Sheet.html#session-id-entropy
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** An opaque token: `bytes` random bytes, base64url (43 characters for the default 32). */
export const newToken = (bytes = 32) => randomBytes(bytes).toString('base64url')

/** The stored form of a token or code: sha256, base64url. */
export const digest = (token: string) => createHash('sha256').update(token).digest('base64url')

/** A random numeric code of `digits` digits, leading zeros kept (`'004217'`). */
export const newCode = (digits: number) => String(randomInt(0, 10 ** digits)).padStart(digits, '0')

/** Whether `token` hashes to `stored`, compared in constant time. */
export const matchesDigest = (token: string, stored: string) => sameSignature(digest(token), stored)

/** A signing key: 32 random bytes. */
export const newKey = () => randomBytes(32)

/** HMAC-SHA256 of `payload` under `key`. */
export const sign = (key: Buffer | string, payload: string, encoding: 'base64url' | 'hex' = 'base64url') =>
  createHmac('sha256', key).update(payload).digest(encoding)

/** Whether two signatures (or digests) are equal, compared in constant time. */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
