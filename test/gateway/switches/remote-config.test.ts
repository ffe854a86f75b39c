import t from 'tap'
import { evaluateSwitches } from '../../../config/switches.ts'
import { loopbackServer, switchGateway } from './helpers.ts'

const json = (body: string, status = 200) =>
  loopbackServer(t, (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(body)
  })

t.test(
  'a remote-config true enables a switch; other values do not; answers are cached for the TTL',
  async (t) => {
    const remote = await loopbackServer(t, (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ isPicksEnabled: true, isChatBotEnabled: 'true', isBusinessEnabled: false }))
    })
    let clock = 1_000_000
    const { app } = await switchGateway(t, {
      env: { APP_ENV: 'prod', REMOTE_CONFIG_URL: `${remote.url}/switches.json` },
      featureSwitches: { remoteTtlMs: 60_000, now: () => clock },
    })
    const first = await app.inject({ url: '/api/switches' })
    t.strictSame(first.json(), { ...evaluateSwitches('prod'), isPicksEnabled: true })
    await app.inject({ url: '/api/switches' })
    t.equal(remote.seen.length, 1, 'cached: one fetch for two requests')
    t.equal(remote.seen[0]?.url, '/switches.json')
    clock += 60_001
    await app.inject({ url: '/api/switches' })
    t.equal(remote.seen.length, 2, 'fetched again after the TTL')
  },
)

t.test('concurrent requests share one fetch', async (t) => {
  const remote = await loopbackServer(t, (_req, res) => {
    setTimeout(() => res.end('{"isPicksEnabled":true}'), 50)
  })
  const { app } = await switchGateway(t, { env: { APP_ENV: 'local', REMOTE_CONFIG_URL: remote.url } })
  const answers = await Promise.all([1, 2, 3].map(() => app.inject({ url: '/api/switches' })))
  t.strictSame(
    answers.map((answer) => answer.json().isPicksEnabled),
    [true, true, true],
  )
  t.equal(remote.seen.length, 1)
})

const failures: Array<[string, () => Promise<{ url: string }>]> = [
  ['a 500', () => json('{"isPicksEnabled":true}', 500)],
  ['bad JSON', () => json('{"isPicksEnabled":tru')],
  ['an array', () => json('[true]')],
  ['an HTML page', () => json('<html>maintenance</html>')],
  ['a timeout', () => loopbackServer(t, () => {})],
  ['a refused connection', async () => ({ url: 'http://127.0.0.1:9' })],
]

for (const [name, start] of failures) {
  t.test(
    `remote config failure (${name}): every switch keeps its environment value, logged once`,
    async (t) => {
      const remote = await start()
      const { app, logs } = await switchGateway(t, {
        env: { APP_ENV: 'prod', REMOTE_CONFIG_URL: remote.url },
        featureSwitches: { remoteTimeoutMs: 200 },
      })
      // A remote that never answers would hang this request without the 200 ms budget.
      const first = await app.inject({ url: '/api/switches' })
      t.equal(first.statusCode, 200)
      t.strictSame(first.json(), evaluateSwitches('prod'))
      const second = await app.inject({ url: '/api/switches' })
      t.strictSame(second.json(), evaluateSwitches('prod'))
      const warnings = logs().filter(
        (line) => line.msg === 'remote config unavailable: its switches count as off',
      )
      t.equal(warnings.length, 1, 'one warning per failed fetch, not per request')
      t.equal(warnings[0]?.level, 40)
    },
  )
}
