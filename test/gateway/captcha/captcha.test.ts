import t from 'tap'
import {
  buildCaptchaApp,
  CAPTCHA_403,
  fetchChallenge,
  foreignChallenge,
  postProtected,
  solve,
} from './helpers.ts'

type Decoded = {
  challenge: { signature: string; parameters: { expiresAt: number } }
  solution: { counter: number; derivedKey: string }
}

const reasons = (logs: Record<string, unknown>[]) =>
  logs
    .filter((line) => line.msg === 'captcha verification failed')
    .map((line) => (line.captcha as { reason: string }).reason)

t.test('a fresh solution is accepted once; its replay is refused', async (t) => {
  const { app, logs } = await buildCaptchaApp(t)
  const payload = await solve(await fetchChallenge(app))

  const first = await postProtected(app, payload)
  t.equal(first.statusCode, 200)
  t.same(first.json(), { done: true })

  const replay = await postProtected(app, payload)
  t.equal(replay.statusCode, 403)
  t.same(replay.json(), CAPTCHA_403)
  t.equal(replay.headers['cache-control'], 'no-store')
  t.same(reasons(logs), ['replayed'])
  t.notMatch(JSON.stringify(logs), payload, 'the payload never reaches the log')
})

t.test('the same solution sent twice at once passes exactly once', async (t) => {
  const { app } = await buildCaptchaApp(t)
  const payload = await solve(await fetchChallenge(app))
  const statuses = await Promise.all([postProtected(app, payload), postProtected(app, payload)])
  t.same(statuses.map((response) => response.statusCode).sort(), [200, 403])
})

t.test('a solution is refused once its challenge has expired (injected clock)', async (t) => {
  let clock = Date.now()
  const { app, config, logs } = await buildCaptchaApp(t, {
    now: () => clock,
    env: { CAPTCHA_EXPIRES_SECONDS: '30' },
  })
  const challenge = await fetchChallenge(app)
  t.equal(challenge.parameters.expiresAt, Math.floor(clock / 1000) + config.CAPTCHA_EXPIRES_SECONDS)
  const payload = await solve(challenge)
  clock += 31_000
  const response = await postProtected(app, payload)
  t.equal(response.statusCode, 403)
  t.same(response.json(), CAPTCHA_403)
  t.same(reasons(logs), ['expired'])
})

t.test('a correctly signed challenge past its expiry is refused', async (t) => {
  const { app, logs } = await buildCaptchaApp(t)
  const payload = await solve(await foreignChallenge({ expiresAt: Math.floor(Date.now() / 1000) - 1 }))
  const response = await postProtected(app, payload)
  t.equal(response.statusCode, 403)
  t.same(response.json(), CAPTCHA_403)
  t.same(reasons(logs), ['expired'])
})

t.test('a control: the same kind of challenge, unexpired and signed with our key, passes', async (t) => {
  const { app } = await buildCaptchaApp(t)
  const response = await postProtected(app, await solve(await foreignChallenge({})))
  t.equal(response.statusCode, 200)
})

t.test('a challenge signed with another key is refused', async (t) => {
  const { app, logs } = await buildCaptchaApp(t)
  const other = await foreignChallenge({ key: 'another-key-0123456789abcdef0123456789abcdef' })
  const response = await postProtected(app, await solve(other))
  t.equal(response.statusCode, 403)
  t.same(response.json(), CAPTCHA_403)
  t.same(reasons(logs), ['bad-signature'])
})

t.test('tampering with the signature, the expiry or the solution is refused', async (t) => {
  const { app, logs } = await buildCaptchaApp(t)
  const tamper = async (change: (payload: Decoded) => void) => {
    const challenge = await fetchChallenge(app)
    const decoded = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString())
    change(decoded)
    return postProtected(app, Buffer.from(JSON.stringify(decoded)).toString('base64'))
  }
  const flip = (hex: string) => (hex[0] === 'a' ? 'b' : 'a') + hex.slice(1)

  const signature = await tamper((p) => {
    p.challenge.signature = flip(p.challenge.signature)
  })
  const expiry = await tamper((p) => {
    p.challenge.parameters.expiresAt += 3600
  })
  const counter = await tamper((p) => {
    p.solution.counter += 1
  })
  const key = await tamper((p) => {
    p.solution.derivedKey = flip(p.solution.derivedKey)
  })
  for (const response of [signature, expiry, counter, key]) {
    t.equal(response.statusCode, 403)
    t.same(response.json(), CAPTCHA_403)
  }
  t.same(reasons(logs), ['bad-signature', 'bad-signature', 'bad-solution', 'bad-solution'])
})

t.test('a missing, empty, malformed or oversized header is refused', async (t) => {
  const { app, logs } = await buildCaptchaApp(t)
  const payloads = [
    undefined,
    '',
    'not base64!',
    Buffer.from('{"challenge":').toString('base64'),
    'A'.repeat(4096),
  ]
  for (const payload of payloads) {
    const response = await postProtected(app, payload)
    t.equal(response.statusCode, 403)
    t.same(response.json(), CAPTCHA_403)
  }
  t.same(reasons(logs), ['missing', 'missing', 'malformed', 'malformed', 'malformed'])
})

t.test('fails closed when the single-use store cannot be reached', async (t) => {
  const { app, logs } = await buildCaptchaApp(t)
  app.singleUse.claim = async () => {
    throw new Error('store unreachable')
  }
  const response = await postProtected(app, await solve(await fetchChallenge(app)))
  t.equal(response.statusCode, 403)
  t.same(response.json(), CAPTCHA_403)
  t.same(reasons(logs), ['error'])
  t.ok(logs.some((line) => line.msg === 'captcha verification error' && line.level === 40))
})
