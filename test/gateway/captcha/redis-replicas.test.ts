import { connect } from 'node:net'
import t from 'tap'
import { buildCaptchaApp, CAPTCHA_403, fetchChallenge, postProtected, solve } from './helpers.ts'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** Until test/helpers/services.ts lands: a TCP connect, closed at once. */
function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 500 })
    const done = (up: boolean) => {
      socket.destroy()
      resolve(up)
    }
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
    socket.once('timeout', () => done(false))
  })
}

const redisUp = await reachable(REDIS_URL)
const skipped = `REDIS SUITE SKIPPED: no Redis at ${REDIS_URL} (start one: docker compose up -d redis)`
if (!redisUp && process.env.CI === 'true') t.fail(skipped.replace('SKIPPED', 'FAILED (CI)'))
else if (!redisUp) t.comment(skipped)

t.test(
  'with Redis, a solution accepted by one replica is refused by another',
  { skip: redisUp ? false : skipped },
  async (t) => {
    const env = {
      REDIS_URL,
      // A slow moment on a loaded machine must not count Redis down (services.ts, REDIS_TEST_ENV).
      REDIS_BUDGET_MS: '2000',
      REDIS_KEY_PREFIX: `test-captcha-${process.pid}-${Date.now()}:`,
      DATA_DIR: t.testdir(),
    }
    const { app: first } = await buildCaptchaApp(t, { env })
    const { app: second } = await buildCaptchaApp(t, { env })

    const payload = await solve(await fetchChallenge(first))
    const accepted = await postProtected(second, payload)
    t.equal(accepted.statusCode, 200)
    const replayed = await postProtected(first, payload)
    t.equal(replayed.statusCode, 403)
    t.same(replayed.json(), CAPTCHA_403)

    const racing = await solve(await fetchChallenge(second))
    const statuses = await Promise.all([postProtected(first, racing), postProtected(second, racing)])
    t.same(
      statuses.map((response) => response.statusCode).sort(),
      [200, 403],
      'SET NX lets exactly one through',
    )
  },
)
