import t from 'tap'
import Value from 'typebox/value'
import { solveToPayload } from '../../../client/lib/captcha/solve-challenge.ts'
import { loadConfig } from '../../../config/env.ts'
import { CaptchaChallengeSchema } from '../../../server/gateway/plugins/app/captcha/altcha.ts'
import { buildGateway } from '../../helpers/public-host.ts'

t.test(
  'the real gateway serves challenges over HTTP: no-store, solvable, 30 a minute per client',
  async (t) => {
    const config = loadConfig({
      DATA_DIR: t.testdir(),
      LOG_LEVEL: 'silent',
      PORT: '0',
      CAPTCHA_MAX_NUMBER: '1000',
    })
    const app = await buildGateway(config)
    t.teardown(() => app.close())
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    if (address === null || typeof address === 'string') throw new Error('no port')
    const url = `http://127.0.0.1:${address.port}/api/captcha/challenge`
    const get = () => fetch(url, { headers: { 'X-Requested-With': 'fetch' } })

    const first = await get()
    t.equal(first.status, 200)
    t.equal(first.headers.get('cache-control'), 'no-store')
    t.match(first.headers.get('content-security-policy'), /worker-src 'self'/, 'the solver worker may run')
    const challenge = await first.json()
    t.ok(Value.Check(CaptchaChallengeSchema, challenge))
    const payload = JSON.parse(atob(await solveToPayload(challenge)))
    t.ok(payload.solution.derivedKey.startsWith(challenge.parameters.keyPrefix))

    t.ok(app.hasPlugin('rate-limit'), 'the gateway registers the rate limiter that reads config.rateLimit')
    const statuses: number[] = []
    for (let sent = 2; sent <= 30; sent++) {
      const response = await get()
      statuses.push(response.status)
      await response.arrayBuffer()
    }
    t.same([...new Set(statuses)], [200], 'requests 2 to 30 pass')
    const limited = await get()
    t.equal(limited.status, 429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    t.ok(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 60, `retry-after ${retryAfter}`)
    t.match(await limited.json(), { code: 'RATE_LIMITED' })
  },
)
