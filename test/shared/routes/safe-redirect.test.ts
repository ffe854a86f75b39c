import t from 'tap'
import { createRouteTable } from '../../../shared/routes/route-table.ts'
import { isAllowedRedirect, parseAllowlist, safeNextPath } from '../../../shared/routes/safe-redirect.ts'

const allowlist = ['https://hotels.example.com', 'https://partner.example.com/return']

t.test('allowed targets pass and come back normalised', async (t) => {
  const cases: [string, string][] = [
    ['https://hotels.example.com', 'https://hotels.example.com/'],
    ['https://hotels.example.com/', 'https://hotels.example.com/'],
    ['https://hotels.example.com/book?id=1#x', 'https://hotels.example.com/book?id=1#x'],
    ['https://HOTELS.example.com:443/book', 'https://hotels.example.com/book'],
    ['https://partner.example.com/return', 'https://partner.example.com/return'],
    ['https://partner.example.com/return/done?a=b', 'https://partner.example.com/return/done?a=b'],
    ['https://partner.example.com/return/x/../y', 'https://partner.example.com/return/y'],
    ['https://hotels.example.com/a%20b', 'https://hotels.example.com/a%20b'],
  ]
  for (const [input, href] of cases) t.equal(isAllowedRedirect(input, allowlist), href, input)
})

t.test('hostile targets are refused (SECURITY.md §2)', async (t) => {
  const hostile: unknown[] = [
    // look-alike hosts and suffix tricks
    'https://hotels.example.com.evil.com',
    'https://hotels.example.com.evil.com/',
    'https://evilhotels.example.com',
    'https://sub.hotels.example.com',
    'https://hotels.example.co',
    'https://hotels.example.com.',
    'https://xn--htels-xxa.example.com',
    'https://hоtels.example.com',
    'https://hotels.example.com:8443/',
    // userinfo
    'https://hotels.example.com@evil.com',
    'https://hotels.example.com:pass@evil.com',
    'https://user@hotels.example.com/',
    'https://evil.com@hotels.example.com/',
    'https://hotels.example.com%40evil.com/',
    // backslashes
    'https://hotels.example.com\\@evil.com',
    'https:\\\\evil.com',
    '/\\evil.com',
    'https://hotels.example.com\\.evil.com',
    // tab, CR, LF, NUL, DEL, space
    'https://hotels.example.com\t.evil.com',
    'https://hotels.exam\nple.com/',
    'https://hotels.example.com/\r\nSet-Cookie:x=1',
    'https://hotels.example.com/\u0000',
    'https://hotels.example.com/\u007f',
    ' https://hotels.example.com/',
    // path prefix without a segment boundary, and escapes out of it
    'https://partner.example.com/returnx',
    'https://partner.example.com/return-evil',
    'https://partner.example.com/',
    'https://partner.example.com/return/../admin',
    'https://partner.example.com/return/%2e%2e/admin',
    'https://partner.example.com/return%2F..%2Fadmin',
    'https://partner.example.com/x/..%2Freturn',
    // schemes and relative forms
    'http://hotels.example.com/',
    'javascript:alert(1)',
    'JavaScript://hotels.example.com/%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://hotels.example.com/',
    'wss://hotels.example.com/',
    '//hotels.example.com/',
    '//evil.com',
    '///evil.com',
    'http:evil.com',
    'https:evil.com',
    'https:hotels.example.com',
    '/book',
    'hotels.example.com',
    // encoded and overlong
    'https%3A%2F%2Fhotels.example.com%2F',
    `https://hotels.example.com/${'a'.repeat(2048)}`,
    // not strings
    '',
    undefined,
    null,
    42,
    { href: 'https://hotels.example.com/' },
  ]
  for (const input of hostile) t.equal(isAllowedRedirect(input, allowlist), undefined, JSON.stringify(input))
})

t.test('a parsed allowlist works the same and bad entries are refused at start-up', async (t) => {
  const parsed = parseAllowlist(allowlist)
  t.equal(
    isAllowedRedirect('https://partner.example.com/return/a', parsed),
    'https://partner.example.com/return/a',
  )
  t.equal(isAllowedRedirect('https://partner.example.com/returnx', parsed), undefined)
  for (const bad of [
    'http://a.example',
    'https://u@a.example',
    'https://a.example/?q',
    'https://a.example/#f',
  ]) {
    t.throws(() => parseAllowlist([bad]), /plain https origin/u, bad)
  }
  t.throws(() => parseAllowlist(['not a url']))
})

t.test('next stays on this site and names a page', async (t) => {
  const routes = createRouteTable({ identityStartPrefix: '/id/start' })
  const allowed: [string, string][] = [
    ['/account', '/account'],
    ['/account/details?tab=1#x', '/account/details?tab=1#x'],
    ['/brands/a%20b', '/brands/a%20b'],
    ['/account/x/../details', '/account/details'],
  ]
  for (const [input, path] of allowed) t.equal(safeNextPath(input, routes), path, input)
  const refused: unknown[] = [
    '//evil.com',
    '/\\evil.com',
    '/\tevil.com',
    '\\/evil.com',
    'https://evil.com',
    'javascript:alert(1)',
    'account',
    '/nowhere',
    '/%2F%2Fevil.com',
    `/${'a'.repeat(2048)}`,
    undefined,
    7,
  ]
  for (const input of refused) t.equal(safeNextPath(input, routes), undefined, JSON.stringify(input))
  t.equal(safeNextPath('/anything'), '/anything', 'without a table any local path')
  // Dot segments that normalise to a scheme-relative `//host`: refused with or without a table.
  for (const input of [
    '/.//evil.com',
    '/./\\evil.com',
    '/%2e//evil.com',
    '/a/..//evil.com',
    '/%2e%2e//evil.com',
  ]) {
    t.equal(safeNextPath(input), undefined, `${JSON.stringify(input)} without a table`)
    t.equal(safeNextPath(input, routes), undefined, `${JSON.stringify(input)} with the table`)
  }
  t.equal(safeNextPath('/./account'), '/account', 'a harmless dot segment is normalised away')
})
