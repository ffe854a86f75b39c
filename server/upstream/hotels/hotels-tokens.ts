/**
 * Hotels session tokens of the reference upstream: `<collector id>.<expiry>.<HMAC>`, signed with a
 * key that lives as long as the process (a restart ends every hotels session, as a real partner's
 * would after a reset). Nothing is stored; the signature and the expiry are the whole check.
 */
import { sign as hmac, newKey, sameSignature } from '../lib/tokens.ts'

export type HotelsTokens = {
  issue(collectorId: string): string
  /** The collector id of a genuine, unexpired token, else undefined. */
  verify(token: string): string | undefined
}

export type HotelsTokenOptions = { key?: Buffer; ttlSeconds?: number; now?: () => number }

export function createHotelsTokens({
  key = newKey(),
  ttlSeconds = 30 * 60,
  now = Date.now,
}: HotelsTokenOptions = {}): HotelsTokens {
  const sign = (payload: string) => hmac(key, payload)
  return {
    issue(collectorId) {
      const payload = `${Buffer.from(collectorId).toString('base64url')}.${Math.floor(now() / 1000) + ttlSeconds}`
      return `${payload}.${sign(payload)}`
    },
    verify(token) {
      const [id = '', expiry = '', mac = ''] = token.split('.')
      const payload = `${id}.${expiry}`
      if (!sameSignature(mac, sign(payload))) return undefined
      if (!/^\d+$/.test(expiry) || Number(expiry) * 1000 <= now()) return undefined
      return Buffer.from(id, 'base64url').toString('utf8')
    },
  }
}
