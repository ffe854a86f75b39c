/**
 * The connection code the browser carries back to the partner: what the collector allowed, sealed
 * with AES-256-GCM under a key derived from the session key (so it reads as noise in URLs, logs and
 * referrers, and cannot be forged), bound to the partner and the redirect, valid 10 minutes. Being
 * single use is the exchange's job (fastify.singleUse).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

export const CONNECTION_CODE_SECONDS = 600

export type ConnectionGrant = {
  partner: string
  redirectUri: string
  scope: string
  /** The pairwise collector id this partner sees. */
  collector: string
  cardNumber?: string
  firstName?: string
  /** Expiry, ms since the epoch. */
  exp: number
}

export function connectionCodes(sessionKey: Buffer, now: () => number = Date.now) {
  const key = Buffer.from(hkdfSync('sha256', sessionKey, Buffer.alloc(0), 'partner-connect-code', 32))
  return {
    seal(grant: Omit<ConnectionGrant, 'exp'>): string {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const body = Buffer.concat([
        cipher.update(JSON.stringify({ ...grant, exp: now() + CONNECTION_CODE_SECONDS * 1000 })),
        cipher.final(),
      ])
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
    },
    /** The grant, or undefined when the code is altered, foreign or expired. */
    open(code: string): ConnectionGrant | undefined {
      const raw = Buffer.from(code, 'base64url')
      if (raw.length < 29) return undefined
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12))
        decipher.setAuthTag(raw.subarray(12, 28))
        const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString()
        const grant = JSON.parse(text) as ConnectionGrant
        return grant.exp > now() ? grant : undefined
      } catch {
        return undefined
      }
    },
  }
}
