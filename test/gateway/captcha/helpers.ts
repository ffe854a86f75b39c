/** Builds a bare Fastify with the captcha plugin, the challenge route and one protected route. */
import { Writable } from 'node:stream'
import { type Challenge, createChallenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import Fastify, { type FastifyInstance } from 'fastify'
import type { Test } from 'tap'
import { loadConfig } from '../../../config/env.ts'
import captcha from '../../../server/gateway/plugins/app/captcha/captcha.ts'
import singleUseStore from '../../../server/gateway/plugins/app/single-use-store.ts'
import redis from '../../../server/gateway/plugins/external/redis.ts'
import captchaRoutes from '../../../server/gateway/routes/api/captcha/index.ts'

const HMAC_KEY = 'test-captcha-key-0123456789abcdef0123456789'

export type BuildOptions = { now?: () => number; env?: Record<string, string> }

export async function buildCaptchaApp(t: Test, options: BuildOptions = {}) {
  const logs: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(JSON.parse(String(chunk)))
      done()
    },
  })
  const app = Fastify({ logger: { level: 'info', stream } })
  const config = loadConfig({
    DATA_DIR: options.env?.DATA_DIR ?? t.testdir(),
    CAPTCHA_HMAC_KEY: HMAC_KEY,
    CAPTCHA_MAX_NUMBER: '1000',
    ...options.env,
  })
  app.decorate('config', config)
  await app.register(redis)
  await app.register(singleUseStore, nowOption(options.now))
  await app.register(captcha, nowOption(options.now))
  // The route registers its declared URL, /api/captcha/challenge.
  await app.register(captchaRoutes)
  app.post('/protected', { config: { captcha: true } }, async () => ({ done: true }))
  t.teardown(() => app.close())
  return { app, logs, config }
}

const nowOption = (now?: () => number) => (now ? { now } : {})

export async function fetchChallenge(app: FastifyInstance): Promise<Challenge> {
  const response = await app.inject({ method: 'GET', url: '/api/captcha/challenge' })
  if (response.statusCode !== 200) throw new Error(`challenge: ${response.statusCode} ${response.body}`)
  return response.json()
}

/** Solves as a browser would, but with Node's hash, and encodes the X-Captcha payload. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 })
  if (!solution) throw new Error('not solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** A challenge signed outside the gateway: with another key, or already expired. */
export function foreignChallenge(options: { key?: string; expiresAt?: number }) {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 500,
    deriveKey,
    hmacSignatureSecret: options.key ?? HMAC_KEY,
    expiresAt: options.expiresAt ?? Math.floor(Date.now() / 1000) + 60,
  })
}

export function postProtected(app: FastifyInstance, payload?: string) {
  return app.inject({
    method: 'POST',
    url: '/protected',
    headers: payload === undefined ? {} : { 'x-captcha': payload },
  })
}

export const CAPTCHA_403 = { code: 'CAPTCHA', message: 'Please complete the security check and try again.' }
