/**
 * A hosted captcha provider behind the same interface: Cloudflare Turnstile, checked with
 * siteverify. Every field that can fail is checked (success, hostname, action, age), each token
 * passes once, and a timeout, an error status or a body that is not the expected JSON fails.
 * @see https://developers.cloudflare.com/turnstile/get-started/server-side-validation/
 */
import Type from 'typebox'
import Value from 'typebox/value'
import type { CaptchaProvider, CaptchaVerdict } from './captcha.ts'

const TURNSTILE_SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

const SiteverifySchema = Type.Object({
  success: Type.Boolean(),
  'error-codes': Type.Optional(Type.Array(Type.String())),
  challenge_ts: Type.Optional(Type.String()),
  hostname: Type.Optional(Type.String()),
  action: Type.Optional(Type.String()),
})

export type TurnstileProviderOptions = {
  secret: string
  /** The hostname the browser sees (from PUBLIC_ORIGIN): a token solved elsewhere is refused. */
  hostname: string
  siteverifyUrl?: string
  timeoutMs?: number
  /** A token older than this (seconds, at most 300 as Turnstile itself allows) is refused. */
  maxAgeSeconds?: number
  claim: (key: string, ttlSeconds: number) => Promise<boolean>
  onError?: (error: unknown) => void
  now?: () => number
}

// Turnstile tokens are at most 2048 characters.
const MAX_TOKEN_LENGTH = 2048

export function createTurnstileProvider(options: TurnstileProviderOptions): CaptchaProvider {
  const { secret, hostname, claim, siteverifyUrl = TURNSTILE_SITEVERIFY_URL, timeoutMs = 5000 } = options
  const maxAgeSeconds = Math.min(options.maxAgeSeconds ?? 300, 300)
  const now = options.now ?? Date.now

  async function siteverify(token: string): Promise<unknown> {
    const response = await fetch(siteverifyUrl, {
      method: 'POST',
      body: new URLSearchParams({ secret, response: token }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`)
    return response.json()
  }

  async function check(token: string, action: string | undefined): Promise<CaptchaVerdict> {
    if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'malformed' }
    const verdict = await siteverify(token)
    if (!Value.Check(SiteverifySchema, verdict)) return { ok: false, reason: 'siteverify-unexpected-body' }
    if (!verdict.success) return { ok: false, reason: `rejected:${(verdict['error-codes'] ?? []).join(',')}` }
    if (verdict.hostname !== hostname) return { ok: false, reason: 'wrong-hostname' }
    if (action !== undefined && verdict.action !== action) return { ok: false, reason: 'wrong-action' }
    const age = now() - Date.parse(verdict.challenge_ts ?? '')
    if (!(age <= maxAgeSeconds * 1000)) return { ok: false, reason: 'stale' }
    // Turnstile refuses a second siteverify of a token; this also holds when it is unreachable-then-back.
    const first = await claim(`captcha:turnstile:${token}`, maxAgeSeconds + 60)
    return first ? { ok: true } : { ok: false, reason: 'replayed' }
  }

  return {
    async createChallenge() {
      throw new Error('Turnstile challenges come from its own widget, not from the gateway')
    },
    async verify(token, context) {
      try {
        return await check(token, context.action)
      } catch (error) {
        // Fail closed: a timeout, an error status or a body that is not JSON is a failed check.
        options.onError?.(error)
        return { ok: false, reason: 'error' }
      }
    },
  }
}
