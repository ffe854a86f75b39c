/**
 * CSRF-3: an unsafe API call must come from this origin: `Sec-Fetch-Site: same-origin`, or, when a
 * browser sends no Fetch Metadata, an `Origin` exactly equal to PUBLIC_ORIGIN. Safe methods pass.
 */
import t from 'tap'
import { buildTestGateway } from '../../helpers/gateway.ts'
import { testRoutes } from './helpers.ts'

const SITES = ['cross-site', 'same-site', 'same-origin', 'none', undefined] as const
const ORIGINS = ['ok', 'bad', undefined] as const

/** Expected POST status for each Sec-Fetch-Site × Origin; GET is always 200. */
function expectedPost(site: (typeof SITES)[number], origin: (typeof ORIGINS)[number]): number {
  if (site === 'same-origin') return origin === 'bad' ? 403 : 200
  if (site === undefined) return origin === 'ok' ? 200 : 403
  return 403
}

t.test('Sec-Fetch-Site × Origin × method', async (t) => {
  const app = await buildTestGateway(t, {}, { register: testRoutes })
  const originValue = { ok: app.config.PUBLIC_ORIGIN, bad: 'https://evil.example' }
  for (const site of SITES) {
    for (const origin of ORIGINS) {
      const headers: Record<string, string> = { 'x-requested-with': 'fetch' }
      if (site) headers['sec-fetch-site'] = site
      if (origin) headers.origin = originValue[origin]
      const label = `Sec-Fetch-Site ${site ?? 'absent'}, Origin ${origin ?? 'absent'}`
      const get = await app.inject({ method: 'GET', url: '/api/test/session', headers })
      t.equal(get.statusCode, 200, `GET, ${label}`)
      const post = await app.inject({ method: 'POST', url: '/api/test/echo', headers, payload: {} })
      t.equal(post.statusCode, expectedPost(site, origin), `POST, ${label}`)
    }
  }
})

t.test('the Origin must match exactly', async (t) => {
  const app = await buildTestGateway(
    t,
    { PUBLIC_ORIGIN: 'https://www.example.co.uk' },
    { register: testRoutes },
  )
  const near = [
    'https://www.example.co.uk/',
    'https://www.example.co.uk.evil.example',
    'http://www.example.co.uk',
    'https://example.co.uk',
    'https://www.example.co.uk:8443',
    'null',
  ]
  for (const origin of near) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'x-requested-with': 'fetch', origin },
      payload: {},
    })
    t.equal(response.statusCode, 403, origin)
  }
  const exact = await app.inject({
    method: 'POST',
    url: '/api/test/echo',
    headers: { 'x-requested-with': 'fetch', origin: 'https://www.example.co.uk' },
    payload: {},
  })
  t.equal(exact.statusCode, 200)
})
