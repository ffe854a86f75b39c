/**
 * Hotels session tokens of the reference upstream: `<collector id>.<expiry>.<HMAC>`, signed with a
 * key that lives as long as the process (a restart ends every hotels session, as a real partner's
 * would after a reset). Nothing is stored; the signature and the expiry are the whole check.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export type HotelsTokens = {
  issue(collectorId: string): string
  /** The collector id of a genuine, unexpired token, else undefined. */
  verify(token: string): string | undefined
}

export type HotelsTokenOptions = { key?: Buffer; ttlSeconds?: number; now?: () => number }

export function createHotelsTokens({
  key = randomBytes(32),
  ttlSeconds = 30 * 60,
  now = Date.now,
}: HotelsTokenOptions = {}): HotelsTokens {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url')
  return {
    issue(collectorId) {
      const payload = `${Buffer.from(collectorId).toString('base64url')}.${Math.floor(now() / 1000) + ttlSeconds}`
      return `${payload}.${sign(payload)}`
    },
    verify(token) {
      const [id = '', expiry = '', mac = ''] = token.split('.')
      const payload = `${id}.${expiry}`
      const expected = Buffer.from(sign(payload))
      const given = Buffer.from(mac)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
      if (!/^\d+$/.test(expiry) || Number(expiry) * 1000 <= now()) return undefined
      return Buffer.from(id, 'base64url').toString('utf8')
    },
  }
}
