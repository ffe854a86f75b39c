/**
 * SES-1: the session cookie is `__Host-session`, Secure, HttpOnly, Path=/, no Domain,
 * SameSite=Lax over https; over plain http in local mode only Secure and the prefix drop.
 * Every Set-Cookie of every route is inspected, including the cookie-clearing ones.
 */
import t from 'tap'
import { buildTestGateway, sameOriginHeaders, type TestGateway } from '../../helpers/gateway.ts'
import { parseSetCookie, type SetCookie, setCookies, signIn, testRoutes } from './helpers.ts'

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const FAST_UPSTREAM = { UPSTREAM_RETRIES: '0', UPSTREAM_TIMEOUT_MS: '500' }

/** Calls every route of the inventory with a live session, then logs out and sends a forged cookie. */
async function everySetCookie(app: TestGateway, cookieName: string): Promise<SetCookie[]> {
  const headers = sameOriginHeaders(app.config)
  const { reply: start, cookie } = await signIn(app, { cookieName })
  const collected = setCookies(start.headers)
  for (const route of app.routeInventory) {
    const url = route.url.replace(/:[^/]+/g, 'x').replace(/\*$/, 'x')
    const payload = UNSAFE.has(route.method) ? {} : undefined
    const method = route.method as 'GET'
    const response = await app.inject({ method, url, headers: { ...headers, cookie }, payload })
    collected.push(...setCookies(response.headers))
  }
  const logout = await app.inject({
    method: 'POST',
    url: '/api/test/logout',
    headers: { ...headers, cookie },
  })
  const forged = await app.inject({
    method: 'GET',
    url: '/api/test/session',
    headers: { cookie: `${cookieName}=AAAA;BBBB` },
  })
  collected.push(...setCookies(logout.headers), ...setCookies(forged.headers))
  return collected.map(parseSetCookie)
}

t.test('over https every cookie is __Host-, Secure, HttpOnly, Path=/, no Domain, SameSite=Lax', async (t) => {
  const app = await buildTestGateway(
    t,
    { PUBLIC_ORIGIN: 'https://www.example.co.uk', ...FAST_UPSTREAM },
    { register: testRoutes },
  )
  const cookies = await everySetCookie(app, '__Host-session')
  t.ok(cookies.length >= 3, 'the session was set, re-issued or cleared at least three times', {
    found: cookies.map((cookie) => [cookie.name, ...cookie.attributes].join(' ')),
  })
  t.ok(
    cookies.some((cookie) => cookie.attributes.get('max-age') === '0'),
    'the clearing cookies are among them',
  )
  for (const cookie of cookies) {
    t.ok(cookie.attributes.has('secure'), `${cookie.name} is Secure`)
    t.ok(cookie.attributes.has('httponly'), `${cookie.name} is HttpOnly`)
    t.equal(cookie.attributes.get('path'), '/', `${cookie.name} has Path=/`)
    t.notOk(cookie.attributes.has('domain'), `${cookie.name} has no Domain`)
    t.equal(cookie.attributes.get('samesite'), 'Lax', `${cookie.name} is SameSite=Lax`)
    t.match(cookie.name, /^__Host-/, `${cookie.name} has the __Host- prefix`)
  }
})

t.test('over local http the session cookie drops only Secure and the prefix', async (t) => {
  const app = await buildTestGateway(t, FAST_UPSTREAM, { register: testRoutes })
  t.equal(app.config.PUBLIC_ORIGIN, 'http://localhost:3000')
  const cookies = await everySetCookie(app, 'session')
  t.ok(cookies.length >= 3)
  for (const cookie of cookies) {
    t.equal(cookie.name, 'session')
    t.notOk(cookie.attributes.has('secure'), 'not Secure: the browser would drop it over http')
    t.ok(cookie.attributes.has('httponly'))
    t.equal(cookie.attributes.get('path'), '/')
    t.notOk(cookie.attributes.has('domain'))
    t.equal(cookie.attributes.get('samesite'), 'Lax')
  }
})

t.test('the cookie expires with the idle timeout', async (t) => {
  const app = await buildTestGateway(t, { SESSION_IDLE_SECONDS: '900' }, { register: testRoutes })
  const { reply } = await signIn(app)
  const [cookie] = setCookies(reply.headers).map(parseSetCookie)
  t.equal(cookie?.attributes.get('max-age'), '900')
})
