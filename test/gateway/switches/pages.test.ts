import t, { type Test } from 'tap'
import { SWITCHES } from '../../../config/switches.ts'
import { MAINTENANCE_LINES, MAINTENANCE_TITLE } from '../../../shared/constants/maintenance.ts'
import { cookiesOf, loopbackServer, SHELL, switchGateway, testerToken } from './helpers.ts'

/** The real definitions with the business switch off everywhere and not forceable. */
const businessOff = {
  ...SWITCHES,
  isBusinessEnabled: { values: [false, false, false], forceable: false },
} as const

t.test('a switch-gated page is 404 while its switch is off, 200 once a tester forces it', async (t) => {
  const { app } = await switchGateway(t, {
    env: { APP_ENV: 'preprod' },
    featureSwitches: { definitions: businessOff },
  })
  const off = await app.inject({ url: '/nectar-business' })
  t.equal(off.statusCode, 404)
  const prank = await app.inject({ url: '/nectar-business?switches=isBusinessEnabled' })
  t.equal(prank.statusCode, 404, 'not by a link without a tester token')
  const forced = await app.inject({
    url: `/nectar-business?switches=isBusinessEnabled&switchesToken=${testerToken()}`,
  })
  t.equal(forced.statusCode, 200)
  t.equal(forced.body, SHELL)
  const remembered = await app.inject({
    url: '/nectar-business/partners',
    headers: { cookie: cookiesOf(forced.headers['set-cookie']) },
  })
  t.equal(remembered.statusCode, 200, 'the forcing is remembered for the next page')
})

t.test('in prod the parameter cannot open it, the remote config can', async (t) => {
  const prod = await switchGateway(t, {
    env: { APP_ENV: 'prod' },
    featureSwitches: { definitions: businessOff },
  })
  const url = `/nectar-business?switches=isBusinessEnabled&switchesToken=${testerToken()}`
  t.equal((await prod.app.inject({ url })).statusCode, 404, 'not forceable in prod, even by a tester')

  const remote = await loopbackServer(t, (_req, res) => res.end('{"isBusinessEnabled":true}'))
  const withRemote = await switchGateway(t, {
    env: { APP_ENV: 'prod', REMOTE_CONFIG_URL: remote.url },
    featureSwitches: { definitions: businessOff },
  })
  t.equal((await withRemote.app.inject({ url: '/nectar-business' })).statusCode, 200)
})

const assertMaintenancePage = (
  t: Test,
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
) => {
  t.equal(response.statusCode, 503)
  t.equal(response.headers['retry-after'], '600')
  t.equal(response.headers['cache-control'], 'no-store')
  t.match(response.headers['content-type'], /^text\/html; charset=utf-8/)
  t.match(response.body, `<title>${MAINTENANCE_TITLE}</title>`)
  t.match(response.body, `<h1>${MAINTENANCE_TITLE}</h1>`)
  for (const line of MAINTENANCE_LINES) t.match(response.body, `<p>${line}</p>`)
  t.notMatch(response.body, /<script/, 'no script: the app does not start behind it')
  t.match(response.body, '<link rel="stylesheet" href="/assets/index-X.css">', "keeps the app's stylesheet")
}

t.test('maintenance: every HTML page answers 503 with the wording; the API still answers JSON', async (t) => {
  let on = false
  const remote = await loopbackServer(t, (_req, res) => res.end(JSON.stringify({ isMaintenanceEnabled: on })))
  const { app } = await switchGateway(t, {
    env: { APP_ENV: 'local', REMOTE_CONFIG_URL: remote.url },
    featureSwitches: { remoteTtlMs: 0 },
  })
  t.equal((await app.inject({ url: '/welcome' })).statusCode, 200, 'off by default')
  on = true
  assertMaintenancePage(t, await app.inject({ url: '/welcome' }))
  for (const url of ['/', '/my-offers', '/no-such-page', '/nectar-business']) {
    assertMaintenancePage(t, await app.inject({ url }))
  }
  const api = await app.inject({ url: '/api/switches' })
  t.equal(api.statusCode, 200)
  t.match(api.headers['content-type'], /^application\/json/)
  t.equal(api.json().isMaintenanceEnabled, true)
  const missing = await app.inject({ url: '/api/no-such-thing' })
  t.equal(missing.statusCode, 404)
  t.strictSame(missing.json(), { code: 'NOT_FOUND', message: 'Not found' })
  t.equal((await app.inject({ url: '/healthz' })).statusCode, 200)
})

t.test('issue 14: a link cannot put anyone into maintenance, in any environment', async (t) => {
  for (const env of ['local', 'preprod', 'prod'] as const) {
    const { app } = await switchGateway(t, { env: { APP_ENV: env } })
    for (const query of [
      'switches=isMaintenanceEnabled',
      `switches=isMaintenanceEnabled&switchesToken=${testerToken()}`,
    ]) {
      const first = await app.inject({ url: `/welcome?${query}` })
      t.equal(first.statusCode, 200, `${env}: ${query}`)
      const cookie = cookiesOf(first.headers['set-cookie'])
      t.equal((await app.inject({ url: '/', headers: { cookie } })).statusCode, 200, 'nor later')
    }
  }
})

t.test('maintenance from the remote config in prod, where the parameter cannot set it', async (t) => {
  const prod = await switchGateway(t, { env: { APP_ENV: 'prod' } })
  t.equal((await prod.app.inject({ url: '/welcome?switches=isMaintenanceEnabled' })).statusCode, 200)
  const remote = await loopbackServer(t, (_req, res) => res.end('{"isMaintenanceEnabled":true}'))
  const { app } = await switchGateway(t, { env: { APP_ENV: 'prod', REMOTE_CONFIG_URL: remote.url } })
  assertMaintenancePage(t, await app.inject({ url: '/welcome' }))
})
