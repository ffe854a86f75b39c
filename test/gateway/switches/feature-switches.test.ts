import t from 'tap'
import { evaluateSwitches, SWITCHES } from '../../../config/switches.ts'
import { APP_ENVS } from '../../../shared/switches.ts'
import { cookiesOf, switchGateway } from './helpers.ts'

t.test('GET /api/switches: the environment values of config/switches.ts, read-only', async (t) => {
  for (const env of APP_ENVS) {
    const { app } = await switchGateway(t, { env: { APP_ENV: env } })
    const response = await app.inject({ url: '/api/switches' })
    t.equal(response.statusCode, 200, env)
    t.equal(response.headers['cache-control'], 'no-store')
    t.strictSame(response.json(), evaluateSwitches(env), env)
    const post = await app.inject({ method: 'PUT', url: '/api/switches', payload: {} })
    t.equal(post.statusCode, 403, `${env}: no write method (CSRF refuses, and no route exists)`)
  }
})

t.test('outside prod any switch may be forced; the choice is remembered in an HttpOnly cookie', async (t) => {
  const { app } = await switchGateway(t, { env: { APP_ENV: 'preprod' } })
  const forced = await app.inject({ url: '/api/switches?switches=isMaintenanceEnabled,isPicksEnabled,nope' })
  t.equal(forced.statusCode, 200)
  t.equal(forced.json().isMaintenanceEnabled, true)
  t.equal(forced.json().isPicksEnabled, true)
  t.equal(forced.json().isChatBotEnabled, false)
  t.equal(forced.headers['cache-control'], 'no-store')
  const setCookie = String(forced.headers['set-cookie'])
  t.match(
    setCookie,
    /^forced-switches=isMaintenanceEnabled%2CisPicksEnabled; Path=\/; HttpOnly; SameSite=Lax$/,
  )

  const later = await app.inject({
    url: '/api/switches',
    headers: { cookie: cookiesOf(forced.headers['set-cookie']) },
  })
  t.equal(later.json().isMaintenanceEnabled, true, 'remembered on the next request')
  t.equal(later.json().isPicksEnabled, true)
  t.equal(later.headers['set-cookie'], undefined, 'no cookie write without the parameter')

  const cleared = await app.inject({
    url: '/api/switches?switches=',
    headers: { cookie: cookiesOf(forced.headers['set-cookie']) },
  })
  t.equal(cleared.json().isMaintenanceEnabled, false, 'an empty parameter forgets')
  t.match(
    String(cleared.headers['set-cookie']),
    /^forced-switches=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970/,
  )
  t.equal((await app.inject({ url: '/api/switches' })).json().isPicksEnabled, false, 'no cookie, no forcing')
})

t.test('in prod only forceable switches obey the parameter or the cookie (CFG-1)', async (t) => {
  const { app } = await switchGateway(t, { env: { APP_ENV: 'prod' } })
  const response = await app.inject({
    url: '/api/switches?switches=isMaintenanceEnabled,isQueenPassingEnabled',
  })
  t.equal(response.json().isMaintenanceEnabled, false)
  t.equal(response.json().isQueenPassingEnabled, true)
  t.equal(SWITCHES.isQueenPassingEnabled.forceable, true)
  t.match(
    String(response.headers['set-cookie']),
    /^forced-switches=isQueenPassingEnabled;/,
    'only the honoured name',
  )
  const handMade = await app.inject({
    url: '/api/switches',
    headers: { cookie: 'forced-switches=isMaintenanceEnabled,isDeviceIdEnabled,isDigitalWeekEnabled' },
  })
  t.equal(handMade.json().isMaintenanceEnabled, false)
  t.equal(handMade.json().isDeviceIdEnabled, false)
  t.equal(handMade.json().isDigitalWeekEnabled, true)
})

t.test('faux switches: set by fauxSwitches, remembered, well-formed names only, none in prod', async (t) => {
  const { app } = await switchGateway(t, { env: { APP_ENV: 'local' } })
  const set = await app.inject({ url: '/api/switches/faux?fauxSwitches=newHeader,bad%20name,newHeader,x-2' })
  t.equal(set.statusCode, 200)
  t.strictSame(set.json(), { fauxSwitches: ['newHeader', 'x-2'] })
  const later = await app.inject({
    url: '/api/switches/faux',
    headers: { cookie: cookiesOf(set.headers['set-cookie']) },
  })
  t.strictSame(later.json(), { fauxSwitches: ['newHeader', 'x-2'] })

  const prod = await switchGateway(t, { env: { APP_ENV: 'prod' } })
  const refused = await prod.app.inject({ url: '/api/switches/faux?fauxSwitches=newHeader' })
  t.strictSame(refused.json(), { fauxSwitches: [] })
  t.match(String(refused.headers['set-cookie']), /^faux-switches=; Max-Age=0/)
})

t.test('over https the cookies take the __Host- prefix and Secure', async (t) => {
  const { app } = await switchGateway(t, {
    env: { APP_ENV: 'local', PUBLIC_ORIGIN: 'https://app.example.test' },
  })
  const response = await app.inject({ url: '/api/switches?switches=isPicksEnabled' })
  t.match(
    String(response.headers['set-cookie']),
    /^__Host-forced-switches=isPicksEnabled; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
  )
})
