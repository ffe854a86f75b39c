import t from 'tap'
import { href, queryString } from '../../../shared/routes/href.ts'

t.test('parameters and query values are always encoded', async (t) => {
  t.equal(href('/account'), '/account')
  t.equal(href('/brands/:brandDetailsKey', { brandDetailsKey: 'simply be' }), '/brands/simply%20be')
  t.equal(href('/brands/:brandDetailsKey', { brandDetailsKey: '../admin' }), '/brands/..%2Fadmin')
  t.equal(href('/voucher/:voucherId', { voucherId: 'a?b#c' }), '/voucher/a%3Fb%23c')
  t.equal(href('/dataplayback/:year/:yirId', { year: 2025, yirId: 'x/y' }), '/dataplayback/2025/x%2Fy')
  t.equal(href('/sainsburys', {}, { filter: 'bonus' }), '/sainsburys?filter=bonus')
  t.equal(
    href(
      '/id/start/enter-card-number',
      {},
      { next: '/account?x=1&y=2', empty: undefined, none: null, flag: true },
    ),
    '/id/start/enter-card-number?next=%2Faccount%3Fx%3D1%26y%3D2&flag=true',
  )
  t.equal(href('/x/*', { '*': 'a b/c' }), '/x/a%20b/c')
  t.equal(queryString({}), '')
  t.equal(queryString({ 'a&b': 'c=d' }), '?a%26b=c%3Dd')
})

t.test('missing parameters and dot segments throw', async (t) => {
  const loose = href as (path: string, params?: Record<string, string>) => string
  t.throws(() => loose('/voucher/:voucherId', {}), /missing parameter voucherId/u)
  t.throws(() => loose('/voucher/:voucherId', { voucherId: '' }), /missing parameter voucherId/u)
  t.throws(() => href('/x/*', { '*': 'a/../b' }), /unsafe wildcard segment/u)
  t.throws(() => href('/x/*', { '*': 'a//b' }), /unsafe wildcard segment/u)
})
