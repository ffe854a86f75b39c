/**
 * SES-4 through a real identity login: a pre-login cookie carrying someone else's keys (a fixed
 * session planted in the browser) goes through the start route and the callback; the session the
 * login makes holds none of those keys, and the pre-login cookie is no longer accepted.
 */
import type { FastifyInstance } from 'fastify'
import t from 'tap'
import { sameOriginHeaders } from '../../helpers/gateway.ts'
import {
  buildGatewayForMockIdp,
  MOCK_PUBLIC_ORIGIN,
  sessionCookiePair,
  startMockIdp,
} from '../login/mock-idp.ts'

const api = sameOriginHeaders({ PUBLIC_ORIGIN: MOCK_PUBLIC_ORIGIN })

async function sessionRoutes(fastify: FastifyInstance) {
  fastify.post('/api/test/plant', { config: { stateChanging: true } }, async (request) => {
    request.session.set('firstName', 'Mallory')
    request.session.set('tempCardEmail', 'mallory@example.com')
    request.session.set('registration', { accessToken: 'attacker-token', nextStep: 'create-a-password' })
    return { planted: true }
  })
  fastify.get('/api/test/dump', async (request) => {
    const {
      sid: _sid,
      iat: _iat,
      ...data
    } = (request.session as unknown as { data(): Record<string, unknown> }).data()
    return data
  })
}

t.test('identity login drops pre-login keys and refuses the pre-login cookie', async (t) => {
  const idp = await startMockIdp(t)
  const gateway = await buildGatewayForMockIdp(t, idp, {}, { register: sessionRoutes })
  const dump = async (cookie: string) =>
    (await gateway.inject({ method: 'GET', url: '/api/test/dump', headers: { cookie } })).json()

  const planted = sessionCookiePair(
    (await gateway.inject({ method: 'POST', url: '/api/test/plant', headers: api })).headers,
  )
  const start = await gateway.inject({
    method: 'GET',
    url: '/api/login/identity/start',
    headers: { cookie: planted },
  })
  const preLogin = sessionCookiePair(start.headers)
  t.match(await dump(preLogin), { firstName: 'Mallory', tempCardEmail: 'mallory@example.com', login: {} })

  const callback = await idp.authorize(String(start.headers.location))
  const done = await gateway.inject({ method: 'GET', url: callback, headers: { cookie: preLogin } })
  t.equal(done.headers.location, '/homepage')
  const session = sessionCookiePair(done.headers)
  const data = await dump(session)
  t.same(Object.keys(data).sort(), ['collectorId', 'firstName', 'tokens'], 'only the login’s own keys')
  t.equal(data.firstName, 'Alex', 'the first name is the provider’s, not the planted one')

  for (const old of [planted, preLogin]) {
    t.same(await dump(old), {}, 'a pre-login cookie is empty now')
    const info = await gateway.inject({
      method: 'GET',
      url: '/api/session',
      headers: { ...api, cookie: old },
    })
    t.same(info.json(), { signedIn: false })
  }
})
