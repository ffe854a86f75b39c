import t from 'tap'
import { createRouteTable, matchRoute, requirementsOf } from '../../../shared/routes/route-table.ts'
import { isSwitchName } from '../../../shared/switches.ts'

const table = createRouteTable({ identityStartPrefix: '/id/start' })
const pathOf = (pathname: string) => matchRoute(table, pathname)?.entry.path

t.test('every route the specifications list is in the table with its access', async (t) => {
  const expected: [string, 'public' | 'login' | 'switch'][] = [
    ['/', 'public'],
    ['/welcome', 'public'],
    ['/New_Nectar', 'public'],
    ['/logout', 'public'],
    ['/oauth_redirect', 'public'],
    ['/login-failed', 'public'],
    ['/register-failed', 'public'],
    ['/temp-card/your-card/:token', 'public'],
    ['/dataplayback/:year/:yirId', 'public'],
    ['/two-factor-authentication/:token', 'public'],
    ['/nectar-connect/index.htm', 'public'],
    ['/delete-account', 'public'],
    ['/brands/:brandDetailsKey', 'public'],
    ['/brands/categories/:categoryId', 'public'],
    ['/activity/nectar-savings', 'public'],
    ['/id/start/card-check', 'public'],
    ['/id/start/enter-email-address', 'public'],
    ['/id/start/temp-card/enter-email-address', 'public'],
    ['/id/start/enter-collector-id', 'public'],
    ['/id/start/app-enter-card-number', 'public'],
    ['/nectar-business', 'switch'],
    ['/nectar-business/partners', 'switch'],
    ['/campaign', 'switch'],
    ['/digital-week', 'switch'],
    ['/homepage', 'login'],
    ['/brands', 'login'],
    ['/brands/search', 'login'],
    ['/voucher/success', 'login'],
    ['/voucher/:voucherId', 'login'],
    ['/offers/:offerType', 'login'],
    ['/offers/brand/:id', 'login'],
    ['/saved/offer-details/brand/:offerId', 'login'],
    ['/activity/receipt/:digitalReceiptId', 'login'],
    ['/account/details/mobile-number', 'login'],
    ['/account/redemption-lock', 'login'],
    ['/feedback', 'login'],
    ['/feedback/missing-points', 'login'],
  ]
  for (const [path, access] of expected) {
    t.equal(table.find((entry) => entry.path === path)?.access, access, path)
  }
  t.notOk(
    table.some((entry) => entry.path.startsWith('/dev')),
    '/dev/mailbox is the upstream’s page, not a client route',
  )
})

t.test('entries are well formed and unique', async (t) => {
  t.equal(new Set(table.map((entry) => entry.path)).size, table.length, 'no duplicate paths')
  for (const entry of table) {
    t.ok(entry.screen && entry.title, `${entry.path} has a screen and a title`)
    if (entry.switch) t.ok(isSwitchName(entry.switch), `${entry.path} names a real switch`)
    if (entry.access === 'switch') t.ok(entry.switch, `${entry.path} says which switch`)
    t.equal(
      matchRoute(table, entry.path.replaceAll(/:[A-Za-z]+/gu, 'x'))?.entry,
      entry,
      `${entry.path} matches itself`,
    )
  }
  t.strictSame(requirementsOf(table.find((entry) => entry.path === '/activity/receipt/:digitalReceiptId')!), {
    login: true,
    switch: 'isDigitalReceiptsEnabled',
  })
  t.strictSame(requirementsOf(table.find((entry) => entry.path === '/nectar-business')!), {
    login: false,
    switch: 'isBusinessEnabled',
  })
  t.strictSame(requirementsOf(table.find((entry) => entry.path === '/account')!), { login: true })
})

t.test('matching: static before params, params decoded, unknown paths match nothing', async (t) => {
  const cases: [string, string | undefined, Record<string, string>?][] = [
    ['/brands/search', '/brands/search', {}],
    ['/brands/argos', '/brands/:brandDetailsKey', { brandDetailsKey: 'argos' }],
    ['/brands/simply%20be', '/brands/:brandDetailsKey', { brandDetailsKey: 'simply be' }],
    ['/voucher/success', '/voucher/success', {}],
    ['/voucher/v-123', '/voucher/:voucherId', { voucherId: 'v-123' }],
    ['/dataplayback/2025/abc', '/dataplayback/:year/:yirId', { year: '2025', yirId: 'abc' }],
    ['/account/', '/account', {}],
    ['/account?tab=1#top', '/account', {}],
    ['/', '/', {}],
    ['/nope', undefined],
    ['/account/unknown', undefined],
    ['/Account', undefined],
    ['/brands/a%2Fb', undefined],
    ['/account%2Fdetails', undefined],
    ['/brands/%2e%2e', undefined],
    ['/brands/..', undefined],
    ['/brands/a%5Cb', undefined],
    ['/brands/a%00b', undefined],
    ['/brands/%E0%A4%A', undefined],
    ['//account', undefined],
    ['/account//details', undefined],
    ['account', undefined],
    ['', undefined],
  ]
  for (const [pathname, path, params] of cases) {
    const match = matchRoute(table, pathname)
    t.equal(match?.entry.path, path, pathname)
    if (params) t.strictSame(match?.params, params, `${pathname} params`)
  }
})

t.test('the identity-start prefix is configurable and checked', async (t) => {
  const other = createRouteTable({ identityStartPrefix: '/join-us/start' })
  t.equal(matchRoute(other, '/join-us/start/card-check')?.entry.screen, 'card-check')
  t.equal(matchRoute(other, '/id/start/card-check'), undefined)
  t.equal(pathOf('/id/start/login'), '/id/start/login')
  for (const prefix of [
    '',
    '/',
    'id/start',
    '/id/start/',
    '/ID/start',
    '/id/:x',
    '/id/*',
    '//evil.example',
  ]) {
    t.throws(
      () => createRouteTable({ identityStartPrefix: prefix }),
      /identityStartPrefix must look like/u,
      prefix,
    )
  }
})

t.test('the table cannot be changed by a caller', async (t) => {
  t.ok(Object.isFrozen(table))
})
