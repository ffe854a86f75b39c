import t from 'tap'
import { loadConfig } from '../../../config/env.ts'
import { evaluateSwitches, SWITCHES } from '../../../config/switches.ts'
import {
  mintTesterToken,
  TESTER_TOKEN_MAX_SECONDS,
} from '../../../server/gateway/plugins/app/switches/tester-token.ts'
import { APP_ENVS } from '../../../shared/switches.ts'
import { cookiesOf, switchGateway, TESTER_KEY, testerToken } from './helpers.ts'

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

t.test('in local mode a link forces any switch but maintenance; the choice is remembered', async (t) => {
  const { app } = await switchGateway(t, { env: { APP_ENV: 'local' } })
  const forced = await app.inject({ url: '/api/switches?switches=isMaintenanceEnabled,isPicksEnabled,nope' })
  t.equal(forced.statusCode, 200)
  t.equal(forced.json().isMaintenanceEnabled, false, 'maintenance is never forced by URL')
  t.equal(forced.json().isPicksEnabled, true)
  t.equal(forced.json().isChatBotEnabled, false)
  t.equal(forced.headers['cache-control'], 'no-store')
  const setCookie = String(forced.headers['set-cookie'])
  t.match(setCookie, /^forced-switches=isPicksEnabled; Path=\/; HttpOnly; SameSite=Lax$/)

  const later = await app.inject({
    url: '/api/switches',
    headers: { cookie: cookiesOf(forced.headers['set-cookie']) },
  })
  t.equal(later.json().isPicksEnabled, true, 'remembered on the next request')
  t.equal(later.headers['set-cookie'], undefined, 'no cookie write without the parameter')
  const handMade = await app.inject({
    url: '/api/switches',
    headers: { cookie: 'forced-switches=isMaintenanceEnabled' },
  })
  t.equal(handMade.json().isMaintenanceEnabled, false, 'nor by a hand-made cookie')

  const cleared = await app.inject({
    url: '/api/switches?switches=',
    headers: { cookie: cookiesOf(forced.headers['set-cookie']) },
  })
  t.equal(cleared.json().isPicksEnabled, false, 'an empty parameter forgets')
  t.match(
    String(cleared.headers['set-cookie']),
    /^forced-switches=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970/,
  )
  t.equal((await app.inject({ url: '/api/switches' })).json().isPicksEnabled, false, 'no cookie, no forcing')
})

t.test('in preprod a link forces nothing without a valid tester token (prank links)', async (t) => {
  let clock = Date.now()
  const { app } = await switchGateway(t, {
    env: { APP_ENV: 'preprod' },
    featureSwitches: { now: () => clock },
  })
  const prank = await app.inject({ url: '/api/switches?switches=isPicksEnabled' })
  t.equal(prank.json().isPicksEnabled, false, 'no token: nothing forced')
  t.match(String(prank.headers['set-cookie']), /^forced-switches=; Max-Age=0/, 'nothing remembered')
  const foreign = mintTesterToken('another-key-0123456789abcdef0123456789ab', clock + 60_000)
  const bad = [foreign, `${testerToken(clock).split('.')[0]}.${'A'.repeat(43)}`, 'nonsense', '']
  for (const token of bad) {
    const answer = await app.inject({ url: `/api/switches?switches=isPicksEnabled&switchesToken=${token}` })
    t.equal(answer.json().isPicksEnabled, false, `refused token ${JSON.stringify(token)}`)
  }
  const tooLong = mintTesterToken(TESTER_KEY, clock + (TESTER_TOKEN_MAX_SECONDS + 60) * 1000)
  const longAnswer = await app.inject({
    url: `/api/switches?switches=isPicksEnabled&switchesToken=${tooLong}`,
  })
  t.equal(longAnswer.json().isPicksEnabled, false, 'a token valid for more than a week is refused')

  const token = testerToken(clock)
  const forced = await app.inject({
    url: `/api/switches?switches=isMaintenanceEnabled,isPicksEnabled&switchesToken=${token}`,
  })
  t.equal(forced.json().isPicksEnabled, true, 'a tester token forces')
  t.equal(forced.json().isMaintenanceEnabled, false, 'but never maintenance')
  const cookie = cookiesOf(forced.headers['set-cookie'])
  t.match(cookie, /^forced-switches=isPicksEnabled\|\d+\.[\w-]{43}$/, 'the cookie keeps the token')
  t.equal((await app.inject({ url: '/api/switches', headers: { cookie } })).json().isPicksEnabled, true)
  const stripped = await app.inject({
    url: '/api/switches',
    headers: { cookie: 'forced-switches=isPicksEnabled' },
  })
  t.equal(stripped.json().isPicksEnabled, false, 'a hand-made cookie without the token forces nothing')

  clock += 3_600_000 + 1000
  const expired = await app.inject({ url: '/api/switches', headers: { cookie } })
  t.equal(expired.json().isPicksEnabled, false, 'the forcing ends with the token')
})

t.test('in prod only forceable switches obey, and only with a tester token (CFG-1)', async (t) => {
  const { app } = await switchGateway(t, { env: { APP_ENV: 'prod' } })
  const names = 'isMaintenanceEnabled,isQueenPassingEnabled'
  const prank = await app.inject({ url: `/api/switches?switches=${names}` })
  t.equal(prank.json().isQueenPassingEnabled, false, 'no token: nothing forced')
  const response = await app.inject({ url: `/api/switches?switches=${names}&switchesToken=${testerToken()}` })
  t.equal(response.json().isMaintenanceEnabled, false)
  t.equal(response.json().isQueenPassingEnabled, true)
  t.equal(SWITCHES.isQueenPassingEnabled.forceable, true)
  t.match(
    String(response.headers['set-cookie']),
    /^forced-switches=isQueenPassingEnabled\|/,
    'only the honoured name',
  )
  const handMade = await app.inject({
    url: '/api/switches',
    headers: {
      cookie: `forced-switches=isMaintenanceEnabled,isDeviceIdEnabled,isDigitalWeekEnabled|${testerToken()}`,
    },
  })
  t.equal(handMade.json().isMaintenanceEnabled, false)
  t.equal(handMade.json().isDeviceIdEnabled, false)
  t.equal(handMade.json().isDigitalWeekEnabled, true)
})

t.test('prod does not start without SWITCHES_TESTER_KEY', async (t) => {
  t.throws(
    () =>
      loadConfig({
        APP_ENV: 'prod',
        SESSION_KEYS: 'a'.repeat(43),
        OIDC_CLIENT_SECRET: 'b'.repeat(43),
        CAPTCHA_HMAC_KEY: 'c'.repeat(43),
      }),
    /^SWITCHES_TESTER_KEY: missing, required when APP_ENV=prod$/,
  )
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
