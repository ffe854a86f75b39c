/** `GET /api/captcha/challenge`: a proof-of-work challenge (ALTCHA v2) for the browser's solver. */
import Type, { type Static } from 'typebox'
import { errorResponses } from './common.ts'
import { defineEndpoint } from './endpoint.ts'

const Hex = Type.String({ pattern: '^[0-9a-f]+$', maxLength: 128 })

/** The challenge as the gateway signs it and the browser receives it. */
export const CaptchaChallengeSchema = Type.Object({
  parameters: Type.Object({
    algorithm: Type.Literal('SHA-256'),
    cost: Type.Integer({ minimum: 1 }),
    expiresAt: Type.Integer({ minimum: 1, description: 'unix seconds' }),
    keyLength: Type.Integer({ minimum: 1 }),
    keyPrefix: Hex,
    nonce: Hex,
    salt: Hex,
  }),
  signature: Hex,
})
export type CaptchaChallenge = Static<typeof CaptchaChallengeSchema>

export const captchaApi = {
  challenge: defineEndpoint({
    method: 'GET',
    url: '/api/captcha/challenge',
    tags: ['captcha'],
    summary: 'A proof-of-work challenge to solve before a protected call (sent back in X-Captcha)',
    response: { 200: CaptchaChallengeSchema, ...errorResponses([429]) },
  }),
}
