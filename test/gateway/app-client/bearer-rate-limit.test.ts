/**
 * A limited operation counts the app's calls by collector and client, not by address: a second
 * token of the same collector shares the count, another collector's app on the same address and the
 * same collector's browser session do not. Beyond it the same 429 RATE_LIMITED as the browser's.
 */
import t from 'tap'
import { sameOriginHeaders } from '../../helpers/gateway.ts'
import { DEMO, gatewayLoginCookie, PUBLIC_ORIGIN } from '../../upstream/oidc/helper.ts'
import { appApi, appSignIn, appStand, SAM } from './helpers.ts'

/** `PUT /api/account-settings/online-advertising`: 30 changes a minute (routes/api/account-settings/preferences.ts). */
const LIMIT = 30
const path = '/api/account-settings/online-advertising'

const { stand, gateway, base, viaGateway } = await appStand(t)
const alex = appApi(base, (await appSignIn(viaGateway)).access)
const alexAgain = appApi(base, (await appSignIn(viaGateway)).access)
const sam = appApi(base, (await appSignIn(viaGateway, SAM)).access)
const cookie = await gatewayLoginCookie(gateway, stand, DEMO.card)

t.test('the collector’s app spends its own budget, whatever the token', async (t) => {
  const statuses: number[] = []
  for (let call = 0; call < LIMIT; call += 1)
    statuses.push((await (call % 2 ? alexAgain : alex)('PUT', path, { consent: true })).status)
  t.same(statuses, Array(LIMIT).fill(200), `${LIMIT} changes over two tokens`)
  const over = await alexAgain('PUT', path, { consent: true })
  t.equal(over.status, 429)
  t.equal(over.body.code, 'RATE_LIMITED')
  t.ok(Number(over.headers.get('retry-after')) > 0, 'Retry-After')

  t.equal(
    (await sam('PUT', path, { consent: true })).status,
    200,
    'another collector’s app on the same address',
  )
  const browser = await gateway.inject({
    method: 'PUT',
    url: path,
    headers: { cookie, ...sameOriginHeaders({ PUBLIC_ORIGIN }) },
    payload: { consent: true },
  })
  t.equal(browser.statusCode, 200, 'the same collector’s browser, counted by its address')
})
