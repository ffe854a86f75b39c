import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import t from 'tap'
import { solveToPayload } from '../../../client/lib/captcha/solve-challenge.ts'
import { buildCaptchaWorker } from '../../../client/lib/captcha/worker-build.ts'
import { buildCaptchaApp, fetchChallenge, postProtected } from './helpers.ts'

t.test(
  'the worker’s solve function (Web Crypto) answers a gateway challenge the gateway accepts',
  async (t) => {
    const { app } = await buildCaptchaApp(t)
    const challenge = await fetchChallenge(app)
    const payload = await solveToPayload(challenge)
    const decoded = JSON.parse(atob(payload))
    t.same(decoded.challenge, challenge, 'the payload carries the challenge unchanged')
    t.type(decoded.solution.counter, 'number')
    t.match(decoded.solution.derivedKey, /^[0-9a-f]{64}$/)
    t.ok(decoded.solution.derivedKey.startsWith(challenge.parameters.keyPrefix))
    t.equal((await postProtected(app, payload)).statusCode, 200)
  },
)

t.test('the solve function gives up at its timeout', async (t) => {
  const { app } = await buildCaptchaApp(t, { env: { CAPTCHA_MAX_NUMBER: '1000000' } })
  const challenge = await fetchChallenge(app)
  // A prefix no key of this challenge has within the time allowed.
  challenge.parameters.keyPrefix = '0000000000000000'
  await t.rejects(solveToPayload(challenge, 50), { message: 'The security check took too long.' })
})

t.test('the worker bundle is self-contained, content-hashed, and solves one message', async (t) => {
  const { app, config } = await buildCaptchaApp(t)
  const outdir = join(config.DATA_DIR, 'assets')
  const built = await buildCaptchaWorker({ outdir })
  t.match(built.url, /^\/assets\/captcha-solver-[A-Z0-9]{8}\.js$/)
  t.equal(built.file, join(outdir, built.url.slice('/assets/'.length)))
  t.same(built.define, { __CAPTCHA_WORKER_URL__: JSON.stringify(built.url) })
  t.ok(existsSync(built.file))
  t.notMatch(readFileSync(built.file, 'utf8'), /\bimport\s*[{("'*]|require\(/, 'no imports left to fetch')

  // Runs the built file as a worker would see it: `self` receiving and posting messages.
  const challenge = await fetchChallenge(app)
  const scope = Object.assign(new EventTarget(), { postMessage: (_data: unknown) => {} })
  const answer = new Promise<{ payload: string }>((resolve) => {
    scope.postMessage = (data) => resolve(data as { payload: string })
  })
  Object.assign(globalThis, { self: scope })
  t.teardown(() => Reflect.deleteProperty(globalThis, 'self'))
  await import(pathToFileURL(built.file).href)
  scope.dispatchEvent(new MessageEvent('message', { data: { challenge } }))
  const { payload } = await answer
  t.equal((await postProtected(app, payload)).statusCode, 200)
})
