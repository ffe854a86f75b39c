import t from 'tap'
import { matchPattern, pathSegments } from '../../../shared/routes/match-path.ts'

t.test('segments are split before decoding', async (t) => {
  t.strictSame(pathSegments('/a/b%2Fc/'), ['a', 'b%2Fc'])
  t.strictSame(pathSegments('/'), [])
  t.equal(pathSegments('//a'), undefined)
  t.equal(pathSegments('a/b'), undefined)
})

t.test('wildcards: /* needs a segment and captures the rest; prefix* stays in its segment', async (t) => {
  const cases: [string, string, Record<string, string> | undefined][] = [
    ['/register/*', '/register/a', { '*': 'a' }],
    ['/register/*', '/register/a/b', { '*': 'a/b' }],
    ['/register/*', '/register', undefined],
    ['/register/*', '/registered/a', undefined],
    ['/brands/oxfam-*', '/brands/oxfam-shop', { '*': 'shop' }],
    ['/brands/oxfam-*', '/brands/oxfam-', { '*': '' }],
    ['/brands/oxfam-*', '/brands/oxfam', undefined],
    ['/brands/oxfam-*', '/brands/oxfamx', undefined],
    ['/brands/checkout/*', '/brands/checkout/a%2Fb', { '*': 'a/b' }],
    ['/brands/checkout/*', '/brands/checkout/%E0%A4%A', undefined],
    ['/a/:id', '/a/1/2', undefined],
    ['/a/:id', '/a', undefined],
  ]
  for (const [pattern, pathname, params] of cases) {
    t.strictSame(matchPattern(pattern, pathname)?.params, params, `${pattern} ~ ${pathname}`)
  }
})
