/**
 * The app's bearer token on the signed-in operations: the same answers as the browser's session
 * cookie gets, no cookie either way, no CSRF header needed, and the same audit rows.
 */
import t from 'tap'
import type { Offer } from '../../../shared/contract/offers.ts'
import { sameOriginHeaders } from '../../helpers/gateway.ts'
import { DEMO, gatewayLoginCookie, PUBLIC_ORIGIN } from '../../upstream/oidc/helper.ts'
import { appApi, appSignIn, appStand } from './helpers.ts'

const { stand, gateway, base, viaGateway } = await appStand(t)
const tokens = await appSignIn(viaGateway)
const app = appApi(base, tokens.access)
const cookie = await gatewayLoginCookie(gateway, stand, DEMO.card)
const { id: alexId } = await stand.upstream.db
  .selectFrom('collectors')
  .select('id')
  .where('card_number', '=', DEMO.card)
  .executeTakeFirstOrThrow()
const browser = async (method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) => {
  const response = await gateway.inject({
    method,
    url,
    headers: { cookie, ...sameOriginHeaders({ PUBLIC_ORIGIN }) },
    ...(payload ? { payload } : {}),
  })
  return { status: response.statusCode, body: response.json() as Record<string, unknown> }
}

t.test('the app signs in with a public client: short-lived access token, a refresh token', async (t) => {
  t.ok(tokens.access.length > 20)
  t.ok(tokens.refresh.length > 20, 'scope offline gives a refresh token')
  t.ok(tokens.expiresIn > 0 && tokens.expiresIn <= 300, `expires in ${tokens.expiresIn} s`)
})

t.test('balance, offers and one offer: the answers the browser gets, and no cookie', async (t) => {
  for (const path of ['/api/card/balance', '/api/offers', '/api/account-settings/sound-effects']) {
    const fromApp = await app('GET', path)
    t.equal(fromApp.status, 200, path)
    t.same(fromApp.body, (await browser('GET', path)).body, `${path}: the same body`)
    t.equal(fromApp.headers.get('set-cookie'), null, `${path}: no cookie`)
  }
  const offers = (await app('GET', '/api/offers')).body.offers as Offer[]
  const first = offers[0]
  t.same((await app('GET', `/api/offers/${first?.id}`)).body, first)
  const missing = await app('GET', '/api/offers/no-such-offer')
  t.same(missing, {
    ...missing,
    status: 404,
    body: { code: 'OFFER_NOT_FOUND', message: 'This offer is not available.' },
  })
})

t.test('a change with no CSRF header and no Origin: accepted, audited as the browser’s', async (t) => {
  const before = await stand.upstream.auditRepository.of(alexId)
  const changed = await app('PUT', '/api/account-settings/online-advertising', { consent: false })
  t.equal(changed.status, 200)
  t.same(changed.body, { consent: false })
  t.same(
    (await browser('GET', '/api/account-settings/online-advertising')).body,
    { consent: false },
    'the browser sees it',
  )
  const after = await stand.upstream.auditRepository.of(alexId)
  t.equal(after.length, before.length + 1, 'one audit row')
  t.match(after[0], { action: 'preferences.online-advertising', channel: 'web', detail: { consent: false } })
  t.same((await app('PUT', '/api/account-settings/online-advertising', { consent: true })).body, {
    consent: true,
  })
})

t.test('a body the schema refuses: the same 400 VALIDATION', async (t) => {
  const fromApp = await app('PUT', '/api/account-settings/sound-effects', { enabled: 'off' })
  t.equal(fromApp.status, 400)
  t.same(fromApp.body, (await browser('PUT', '/api/account-settings/sound-effects', { enabled: 'off' })).body)
})
