/**
 * /api/account-settings over real HTTP against the reference upstream: preferences saved and read
 * back, every input validated, a signed-in card replacement (the key tag only while the switch is
 * on), and deleting the account (switch, wrong password refused and rate-limited, every session of
 * the collector ended, the logout-success flag, the card no longer signs in, the address free).
 */
import t from 'tap'
import { gatewayLoginCookie, startStand } from '../../upstream/oidc/helper.ts'
import { API_HEADERS, apiAs, gatewayWith, signedInFresh } from './helpers.ts'

const stand = await startStand(t)
const gateway = await gatewayWith(t, stand, { isKeyTagStockEnabled: false, isDeleteAccountEnabled: true })

const ROUTES = [
  ['GET', '/api/account-settings/contact-preferences'],
  [
    'PUT',
    '/api/account-settings/contact-preferences',
    { email: true, sms: false, phone: false, post: false },
  ],
  ['GET', '/api/account-settings/online-advertising'],
  ['PUT', '/api/account-settings/online-advertising', { consent: true }],
  ['GET', '/api/account-settings/sound-effects'],
  ['PUT', '/api/account-settings/sound-effects', { enabled: false }],
  ['POST', '/api/account-settings/replace-card', { replacementType: 'LOST' }],
  ['POST', '/api/account-settings/delete-account', { password: 'whatever' }],
] as const

t.test('signed out: every route answers 401 with the login URL', async (t) => {
  const api = apiAs(gateway, '')
  for (const [method, url, body] of ROUTES) {
    const answer = await api(method, url, body)
    t.equal(answer.status, 401, `${method} ${url}`)
    t.match(answer.body, { code: 'UNAUTHORISED', loginUrl: String })
  }
})

t.test('changes need the same-origin headers (CSRF)', async (t) => {
  const { cookie } = await signedInFresh(gateway, stand)
  const answer = await gateway.inject({
    method: 'PUT',
    url: '/api/account-settings/sound-effects',
    headers: { cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    payload: { enabled: false },
  })
  t.equal(answer.statusCode, 403)
})

t.test(
  'communication preferences, online advertising and sound effects are saved and read back',
  async (t) => {
    const { api } = await signedInFresh(gateway, stand)
    const other = await signedInFresh(gateway, stand)
    t.same(await api('GET', '/api/account-settings/contact-preferences').then((a) => a.body), {
      email: false,
      sms: false,
      phone: false,
      post: false,
    })
    const wanted = { email: true, sms: false, phone: true, post: false }
    t.same((await api('PUT', '/api/account-settings/contact-preferences', wanted)).body, wanted)
    t.same((await api('GET', '/api/account-settings/contact-preferences')).body, wanted, 'kept')
    t.same(
      (await other.api('GET', '/api/account-settings/contact-preferences')).body,
      { email: false, sms: false, phone: false, post: false },
      "another collector's are their own",
    )

    t.same((await api('GET', '/api/account-settings/online-advertising')).body, { consent: false })
    t.same((await api('PUT', '/api/account-settings/online-advertising', { consent: true })).body, {
      consent: true,
    })
    t.same((await api('GET', '/api/account-settings/online-advertising')).body, { consent: true })

    t.same((await api('GET', '/api/account-settings/sound-effects')).body, { enabled: true })
    t.same((await api('PUT', '/api/account-settings/sound-effects', { enabled: false })).body, {
      enabled: false,
    })
    t.same((await api('GET', '/api/account-settings/sound-effects')).body, { enabled: false })
  },
)

t.test('inputs are validated before any call', async (t) => {
  const { api } = await signedInFresh(gateway, stand)
  for (const [url, body] of [
    ['/api/account-settings/contact-preferences', { email: true }],
    ['/api/account-settings/contact-preferences', { email: 'yes', sms: false, phone: false, post: false }],
    ['/api/account-settings/online-advertising', {}],
    ['/api/account-settings/sound-effects', { enabled: 'off' }],
    // Issue 21 item 8: a JSON body is not coerced; null was saved as false.
    ['/api/account-settings/sound-effects', { enabled: null }],
    ['/api/account-settings/sound-effects', { enabled: 'true' }],
    ['/api/account-settings/contact-preferences', { email: null, sms: false, phone: false, post: false }],
    ['/api/account-settings/online-advertising', { consent: 0 }],
  ] as const)
    t.equal((await api('PUT', url, body)).status, 400, `${url} ${JSON.stringify(body)}`)
  t.equal(
    (await api('POST', '/api/account-settings/replace-card', { replacementType: 'MISLAID' })).status,
    400,
    'three replacement types',
  )
  t.equal((await api('POST', '/api/account-settings/delete-account', { password: '' })).status, 400)
})

t.test('a lost card: new number on the home card, points carried over, the old number blocked', async (t) => {
  const { api, collector } = await signedInFresh(gateway, stand, 2750)
  const answer = await api('POST', '/api/account-settings/replace-card', { replacementType: 'LOST' })
  t.equal(answer.status, 200)
  t.match(answer.body, { replacementType: 'LOST', cardType: 'CARD', expectedArrival: /^\d{4}-\d{2}-\d{2}$/ })
  const cardNumber = String(answer.body?.cardNumber)
  t.not(cardNumber, collector.cardNumber)
  t.equal((await api('GET', '/api/card/digital-card')).body?.cardNumber, cardNumber, 'the home card shows it')
  t.same((await api('GET', '/api/card/balance')).body, { points: 2750 })
  t.ok(
    await stand.upstream.cardSelfService.repository.isReplaced(collector.cardNumber),
    'the old card is blocked',
  )

  const keyTag = await api('POST', '/api/account-settings/replace-card', {
    replacementType: 'DAMAGED',
    keyTag: true,
  })
  t.match(
    keyTag,
    { status: 400, body: { code: 'KEY_TAG_UNAVAILABLE' } },
    'no key tags while the switch is off',
  )
})

t.test('the key-tag variant while key tags are in stock', async (t) => {
  const withKeyTags = await gatewayWith(t, stand, { isKeyTagStockEnabled: true })
  const { api } = await signedInFresh(withKeyTags, stand)
  const answer = await api('POST', '/api/account-settings/replace-card', {
    replacementType: 'STOLEN',
    keyTag: true,
  })
  t.match(answer, { status: 200, body: { replacementType: 'STOLEN', cardType: 'KEYTAG' } })
})

t.test('deleting the account is off with its switch', async (t) => {
  const off = await gatewayWith(t, stand, { isDeleteAccountEnabled: false })
  const { api, collector } = await signedInFresh(off, stand)
  const answer = await api('POST', '/api/account-settings/delete-account', { password: collector.password })
  t.match(answer, { status: 404, body: { code: 'DELETE_ACCOUNT_UNAVAILABLE' } })
  t.equal((await api('GET', '/api/card/balance')).status, 200, 'nothing deleted')
})

t.test('a wrong password is refused, and tries are limited', async (t) => {
  const { api } = await signedInFresh(gateway, stand)
  const wrong = await api('POST', '/api/account-settings/delete-account', { password: 'Not-my-password1' })
  t.match(wrong, {
    status: 400,
    body: {
      code: 'WRONG_PASSWORD',
      fields: { password: "That password isn't right. Check it and try again." },
    },
  })
  t.equal((await api('GET', '/api/card/balance')).status, 200, 'still signed in, nothing deleted')
  const statuses: number[] = []
  for (let i = 0; i < 5; i++)
    statuses.push(
      (await api('POST', '/api/account-settings/delete-account', { password: `Wrong-${i}` })).status,
    )
  t.same(statuses, [400, 400, 400, 400, 429], 'the sixth try in 15 minutes is refused')
})

t.test('deleting the account ends every session and frees the address', async (t) => {
  const { api, collector, cookie } = await signedInFresh(gateway, stand, 600)
  // A second session of the same collector, as on another device.
  const elsewhere = apiAs(gateway, await gatewayLoginCookie(gateway as never, stand, collector.cardNumber))
  t.equal((await elsewhere('GET', '/api/card/balance')).status, 200)

  const answer = await api('POST', '/api/account-settings/delete-account', { password: collector.password })
  t.match(answer, { status: 200, body: { location: String, logoutSuccess: true } })
  t.match(String(answer.headers['clear-site-data']), /cookies/, 'the browser is cleared')
  t.equal((await api('GET', '/api/card/balance')).status, 401, 'this session has ended')
  t.equal((await elsewhere('GET', '/api/card/balance')).status, 401, 'and every other one')
  const session = await gateway.inject({
    method: 'GET',
    url: '/api/session',
    headers: { cookie, ...API_HEADERS },
  })
  t.same(session.json(), { signedIn: false })

  await t.rejects(
    gatewayLoginCookie(gateway as never, stand, collector.cardNumber),
    'the card no longer signs in',
  )
  t.equal(
    await stand.upstream.collectorsRepository.idByEmail(collector.email),
    undefined,
    'the address is free',
  )
  t.equal(
    await stand.upstream.balancesRepository.points(collector.id),
    600,
    'the points stay, without identity',
  )
})
