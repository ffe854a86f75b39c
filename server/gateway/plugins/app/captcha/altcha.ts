/**
 * The self-hosted captcha provider: ALTCHA v2 proof-of-work. The gateway signs a challenge whose
 * expiry is part of the signed parameters; the browser searches for the counter; the gateway
 * checks the signature, the expiry and the work, then claims the challenge so it passes once.
 * @see https://github.com/altcha-org/altcha-lib#v2-altcha-lib
 */
import { createChallenge, randomInt, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import Type, { type Static } from 'typebox'
import Value from 'typebox/value'
import { type CaptchaChallenge, CaptchaChallengeSchema } from '../../../../../shared/contract/captcha.ts'
import type { CaptchaProvider, CaptchaVerdict } from './captcha.ts'

const Hex = Type.String({ pattern: '^[0-9a-f]+$', maxLength: 128 })

export { type CaptchaChallenge, CaptchaChallengeSchema }

/** What the browser sends back, base64-encoded JSON, in the X-Captcha header. */
const CaptchaPayloadSchema = Type.Object({
  challenge: CaptchaChallengeSchema,
  solution: Type.Object({
    counter: Type.Integer({ minimum: 0, maximum: 0xffffffff }),
    derivedKey: Hex,
    time: Type.Optional(Type.Number()),
  }),
})

export type AltchaProviderOptions = {
  hmacKey: string
  /** The counter the browser must find is drawn up to this value: the difficulty. */
  maxNumber: number
  expiresSeconds: number
  /** True only the first time a key is claimed (Redis SET NX, or memory). */
  claim: (key: string, ttlSeconds: number) => Promise<boolean>
  /** Told of unexpected failures (a store outage), which fail the check. */
  onError?: (error: unknown) => void
  now?: () => number
}

// A payload is under 1 KB; anything much larger is not ours and is not parsed.
const MAX_PAYLOAD_LENGTH = 2048
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/
// The claim outlives the challenge, so a replica whose clock runs behind cannot accept it again.
const CLAIM_MARGIN_SECONDS = 60

function decode(payload: string): Static<typeof CaptchaPayloadSchema> | undefined {
  if (payload.length > MAX_PAYLOAD_LENGTH || !BASE64.test(payload)) return undefined
  const value: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))
  return Value.Check(CaptchaPayloadSchema, value) ? value : undefined
}

export function createAltchaProvider(options: AltchaProviderOptions): CaptchaProvider {
  const { hmacKey, maxNumber, expiresSeconds, claim } = options
  const now = options.now ?? Date.now

  async function check(payload: string): Promise<CaptchaVerdict> {
    const decoded = decode(payload)
    if (!decoded) return { ok: false, reason: 'malformed' }
    const { challenge, solution } = decoded
    // Checked against our clock first; the library checks again against the system clock.
    if (challenge.parameters.expiresAt * 1000 <= now()) return { ok: false, reason: 'expired' }
    const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: hmacKey })
    if (!result.verified) {
      const reason = result.expired ? 'expired' : result.invalidSignature ? 'bad-signature' : 'bad-solution'
      return { ok: false, reason }
    }
    const first = await claim(`captcha:${challenge.signature}`, expiresSeconds + CLAIM_MARGIN_SECONDS)
    return first ? { ok: true } : { ok: false, reason: 'replayed' }
  }

  return {
    async createChallenge() {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        // Deterministic mode: the key prefix is derived from this counter, so the expected
        // work is the counter itself; the floor keeps every challenge from being trivial.
        counter: randomInt(maxNumber, Math.ceil(maxNumber / 10)),
        deriveKey,
        hmacSignatureSecret: hmacKey,
        expiresAt: Math.floor(now() / 1000) + expiresSeconds,
      })
      return challenge as CaptchaChallenge
    },
    async verify(payload) {
      try {
        return await check(payload)
      } catch (error) {
        // Fail closed: a payload that is not JSON, or a store outage, is a failed check.
        if (error instanceof SyntaxError) return { ok: false, reason: 'malformed' }
        options.onError?.(error)
        return { ok: false, reason: 'error' }
      }
    },
  }
}
