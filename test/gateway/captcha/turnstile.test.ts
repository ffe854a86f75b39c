import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { Writable } from 'node:stream'
import Fastify from 'fastify'
import t, { type Test } from 'tap'
import { loadConfig } from '../../../config/env.ts'
import captcha from '../../../server/gateway/plugins/app/captcha/captcha.ts'
import { createTurnstileProvider } from '../../../server/gateway/plugins/app/captcha/turnstile.ts'
import singleUseStore from '../../../server/gateway/plugins/app/single-use-store.ts'
import redis from '../../../server/gateway/plugins/external/redis.ts'
import { CAPTCHA_403 } from './helpers.ts'

const SECRET = 'turnstile-test-secret'
const HOSTNAME = 'www.example.co.uk'
const fresh = () => new Date().toISOString()
const ok = { success: true, 'error-codes': [], hostname: HOSTNAME, action: 'login', challenge_ts: fresh() }

/** A mock siteverify: each token names the answer it gets. */
const answers: Record<string, (res: ServerResponse) => void> = {
  good: (res) => json(res, 200, { ...ok, challenge_ts: fresh() }),
  good2: (res) => json(res, 200, { ...ok, challenge_ts: fresh() }),
  false: (res) => json(res, 200, { success: false, 'error-codes': ['invalid-input-response'] }),
  duplicate: (res) => json(res, 200, { success: false, 'error-codes': ['timeout-or-duplicate'] }),
  hostname: (res) => json(res, 200, { ...ok, hostname: 'evil.example' }),
  action: (res) => json(res, 200, { ...ok, action: 'register' }),
  stale: (res) => json(res, 200, { ...ok, challenge_ts: new Date(Date.now() - 301_000).toISOString() }),
  html: (res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Bad gateway</body></html>')
  },
  status500: (res) => json(res, 500, { success: true }),
  timeout: (res) => setTimeout(() => json(res, 200, ok), 1000).unref(),
}
const received: Record<string, string>[] = []

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

async function startSiteverify() {
  const server = createServer(async (req: IncomingMessage, res) => {
    let body = ''
    for await (const chunk of req) body += chunk
    const form = Object.fromEntries(new URLSearchParams(body))
    received.push(form)
    ;(answers[form.response ?? ''] ?? answers.false)?.(res)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return { server, url: `http://127.0.0.1:${address.port}/turnstile/v0/siteverify` }
}

async function buildLoginApp(t: Test) {
  const siteverify = await startSiteverify()
  t.teardown(() => {
    siteverify.server.closeAllConnections()
    siteverify.server.close()
  })
  const logs: { msg?: string; captcha?: { reason: string } }[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(JSON.parse(String(chunk)))
      done()
    },
  })
  const app = Fastify({ logger: { level: 'info', stream } })
  t.teardown(() => app.close())
  app.decorate('config', loadConfig({ DATA_DIR: t.testdir() }))
  await app.register(redis)
  await app.register(singleUseStore)
  const errors: unknown[] = []
  const provider = createTurnstileProvider({
    secret: SECRET,
    hostname: HOSTNAME,
    siteverifyUrl: siteverify.url,
    timeoutMs: 200,
    claim: (key, ttl) => app.singleUse.claim(key, ttl),
    onError: (error) => errors.push(error),
  })
  await app.register(captcha, { provider })
  const state = { redirects: 0 }
  app.post('/login', { config: { captcha: { action: 'login' } } }, async (_request, reply) => {
    state.redirects++
    return reply.redirect('https://idp.example/authorize', 303)
  })
  const login = (token: string) =>
    app.inject({ method: 'POST', url: '/login', headers: { 'x-captcha': token } })
  const reasons = () =>
    logs.filter((line) => line.msg === 'captcha verification failed').map((line) => line.captcha?.reason)
  return { login, reasons, errors, state }
}

t.test(
  'CAP-1 with a hosted provider: each siteverify failure is a 403 and the route never runs',
  async (t) => {
    const { login, reasons, errors, state } = await buildLoginApp(t)

    t.equal((await login('good')).statusCode, 303, 'a valid token passes')
    t.same(received[0], { secret: SECRET, response: 'good' })
    const replay = await login('good')
    t.equal(replay.statusCode, 403, 'the same token again is refused even if siteverify said yes')
    for (const token of [
      'false',
      'duplicate',
      'hostname',
      'action',
      'stale',
      'html',
      'status500',
      'timeout',
    ]) {
      const response = await login(token)
      t.equal(response.statusCode, 403, token)
      t.same(response.json(), CAPTCHA_403, token)
    }
    t.equal(state.redirects, 1, 'no IdP redirect for any failure')
    t.same(reasons(), [
      'replayed',
      'rejected:invalid-input-response',
      'rejected:timeout-or-duplicate',
      'wrong-hostname',
      'wrong-action',
      'stale',
      'error',
      'error',
      'error',
    ])
    t.equal(errors.length, 3, 'HTML body, 5xx and timeout are reported as errors')
    t.equal((await login('good2')).statusCode, 303)
  },
)

t.test('a Turnstile provider serves no challenge of its own', async (t) => {
  const provider = createTurnstileProvider({ secret: SECRET, hostname: HOSTNAME, claim: async () => true })
  await t.rejects(provider.createChallenge(), {
    message: 'Turnstile challenges come from its own widget, not from the gateway',
  })
})
