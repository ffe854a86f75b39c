import { Writable } from 'node:stream'
import Fastify from 'fastify'
import t from 'tap'
import { loadConfig } from '../../../config/env.ts'
import upstreamPlugin, { type UpstreamTuning } from '../../../server/gateway/plugins/app/upstream/index.ts'
import { startFaultServer } from './fault-server.ts'
import { offerFixture } from './offer-fixture.ts'

type Teardown = { teardown: (fn: () => unknown) => void; testdir: () => string }

async function build(t: Teardown, env: Record<string, string>, upstreamTuning: UpstreamTuning = {}) {
  const raw: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(chunk.toString())
      done()
    },
  })
  const app = Fastify({ logger: { level: 'info', stream } })
  app.decorate('config', loadConfig({ DATA_DIR: t.testdir(), ...env }))
  await app.register(upstreamPlugin, { upstreamTuning: { sleep: async () => {}, ...upstreamTuning } })
  await app.ready()
  t.teardown(() => app.close())
  return { app, log: () => raw.join('') }
}

async function faultServer(t: Teardown) {
  const server = await startFaultServer()
  t.teardown(() => server.close())
  return server
}

t.test('decorates fastify.upstream with one client per API family and ping', async (t) => {
  const server = await faultServer(t)
  const { app } = await build(t, { UPSTREAM_PORT: new URL(server.url).port })
  t.same(Object.keys(app.upstream).sort(), [
    'account',
    'accountSettings',
    'brands',
    'cardSelfService',
    'close',
    'content',
    'emailConfirmation',
    'events',
    'identity',
    'linkedPartners',
    'management',
    'offers',
    'ping',
    'prices',
    'redemptionLock',
    'savings',
    'selfService',
    'transactions',
    'unsubscribe',
    'vouchers',
  ])
  // Each family is a set of call methods (one per upstream call); a few that every feature relies on:
  const families = {
    identity: app.upstream.identity,
    management: app.upstream.management,
    offers: app.upstream.offers,
    content: app.upstream.content,
  }
  for (const [name, family] of Object.entries(families)) {
    t.ok(
      Object.values(family).every((method) => typeof method === 'function'),
      `${name}: only call methods`,
    )
  }
  for (const method of ['cardCheck', 'emailCheck', 'ready', 'signUpStatus', 'collectorSession']) {
    t.ok(method in app.upstream.identity, `identity.${method}`)
  }
  for (const method of ['customer', 'nectarId', 'balance', 'profile', 'collectorHash', 'deleteSession']) {
    t.ok(method in app.upstream.management, `management.${method}`)
  }
  t.ok('offers' in app.upstream.offers && 'offer' in app.upstream.offers, 'offers.offers and offers.offer')
  for (const method of ['getDocument', 'getRegistrationHtml', 'brand', 'brands']) {
    t.ok(method in app.upstream.content, `content.${method}`)
  }
})

t.test('by default every family calls the reference upstream on UPSTREAM_PORT', async (t) => {
  const server = await faultServer(t)
  const { app, log } = await build(t, { UPSTREAM_PORT: new URL(server.url).port })
  server.script('/documents-api/faqs.json', { status: 200, body: [{ title: 'Cards', questions: [] }] })
  server.script('/customer/nectar-id', { status: 200, body: { code128: '98263000123' } })
  server.script('/offers', { status: 200, body: { offers: [offerFixture('abc-123')] } })
  await app.upstream.ping()
  t.same(await app.upstream.content.getDocument('faqs'), [{ title: 'Cards', questions: [] }])
  t.same(await app.upstream.management.nectarId('AT-1'), { code128: '98263000123' })
  t.same(await app.upstream.offers.offers('AT-1'), { offers: [offerFixture('abc-123')] })
  t.same(
    server.requests.map(
      (request) => `${request.method} ${request.url.replace(/timestamp=\d+/, 'timestamp=N')}`,
    ),
    [
      'GET /healthz',
      'GET /documents-api/faqs.json',
      'GET /customer/nectar-id',
      'GET /offers?type=ALL&timestamp=N',
    ],
  )
  t.match(log(), /"upstream":"content","method":"GET","path":"\/documents-api\/faqs.json"/)
  t.notMatch(log(), /AT-1/)
})

t.test('a family with its own base URL keeps the URL’s path as a prefix', async (t) => {
  const server = await faultServer(t)
  const { app } = await build(t, { UPSTREAM_PORT: '9', CONTENT_API_URL: `${server.url}/content-api/` })
  const argos = {
    brandDetailsKey: 'argos',
    name: 'Argos',
    imageUrls: { logoImageUrl: '/content/logos/argos.svg' },
    isVldx: false,
    category: { key: 'home', name: 'Home & garden' },
    collectRate: '1 point per £1',
    redeemRate: null,
    description: 'Argos brings you home & garden.',
    terms: 'Points within 30 days.',
    similarBrands: [],
  }
  server.script('/content-api/brands/argos', { status: 200, body: argos })
  t.same(await app.upstream.content.brand('argos'), argos)
  t.same(
    server.requests.map((request) => request.url),
    ['/content-api/brands/argos'],
  )
})

t.test('ping throws when the identity API is down or too slow', async (t) => {
  const server = await faultServer(t)
  const gone = await startFaultServer()
  await gone.close()
  const down = await build(t, { UPSTREAM_PORT: new URL(gone.url).port })
  await t.rejects(down.app.upstream.ping(), {
    name: 'UpstreamError',
    code: 'UPSTREAM_UNAVAILABLE',
    status: 503,
  })
  const slow = await build(
    t,
    { UPSTREAM_PORT: '9', IDENTITY_API_URL: `${server.url}/slow/5000` },
    { pingTimeoutMs: 100 },
  )
  await t.rejects(slow.app.upstream.ping(), { code: 'UPSTREAM_TIMEOUT', status: 504 })
  server.script('/healthz', { status: 503 })
  const failing = await build(t, { UPSTREAM_PORT: new URL(server.url).port })
  await t.rejects(failing.app.upstream.ping(), { code: 'UPSTREAM_ERROR' })
  t.equal(server.hits('/healthz').length, 1, 'ping is never retried')
})

t.test('closing the server closes the pools', async (t) => {
  const server = await faultServer(t)
  const { app } = await build(t, { UPSTREAM_PORT: new URL(server.url).port })
  await app.upstream.ping()
  await app.close()
  await t.rejects(app.upstream.ping(), { code: 'UPSTREAM_UNAVAILABLE' })
  t.equal(server.requests.length, 1)
})
