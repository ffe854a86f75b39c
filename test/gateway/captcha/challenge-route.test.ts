import t from 'tap'
import Value from 'typebox/value'
import { loadConfig } from '../../../config/env.ts'
import { CaptchaChallengeSchema } from '../../../server/gateway/plugins/app/captcha/altcha.ts'
import { buildCaptchaApp } from './helpers.ts'

t.test('GET /api/captcha/challenge answers a fresh signed challenge, never cached', async (t) => {
  const now = Date.now()
  const { app, config } = await buildCaptchaApp(t, { now: () => now })
  const first = await app.inject({ method: 'GET', url: '/api/captcha/challenge' })
  const second = await app.inject({ method: 'GET', url: '/api/captcha/challenge' })

  t.equal(first.statusCode, 200)
  t.equal(first.headers['cache-control'], 'no-store')
  t.match(first.headers['content-type'], /^application\/json/)
  const body = first.json()
  t.ok(Value.Check(CaptchaChallengeSchema, body), 'matches the declared schema')
  t.same(Object.keys(body).sort(), ['parameters', 'signature'])
  t.same(Object.keys(body.parameters).sort(), [
    'algorithm',
    'cost',
    'expiresAt',
    'keyLength',
    'keyPrefix',
    'nonce',
    'salt',
  ])
  t.equal(body.parameters.algorithm, 'SHA-256')
  t.equal(body.parameters.expiresAt, Math.floor(now / 1000) + config.CAPTCHA_EXPIRES_SECONDS)
  t.not(second.json().signature, body.signature, 'every challenge is new')
  t.not(second.json().parameters.nonce, body.parameters.nonce)
})

t.test('a challenge lifetime above 300 seconds is refused at boot', async (t) => {
  t.throws(() => loadConfig({ DATA_DIR: t.testdir(), CAPTCHA_EXPIRES_SECONDS: '301' }), {
    name: 'ConfigError',
  })
})
