import t from 'tap'
import { createContentClient } from '../../../server/gateway/plugins/app/upstream/content.ts'
import { createOffersClient } from '../../../server/gateway/plugins/app/upstream/offers.ts'
import { pathOf } from '../../../server/gateway/plugins/app/upstream/path-of.ts'
import { setup } from './helpers.ts'
import { offerFixture } from './offer-fixture.ts'

/** PRX-1 fuzz set: encoded separators, double encoding, traversal, unicode look-alike dots. */
const HOSTILE = [
  'a/b',
  '%2F',
  'a%2Fb',
  '%252F',
  '..%2F',
  '..%2f..%2fadmin',
  '%3F',
  'a?b=1',
  '%23',
  'a#frag',
  '..',
  '.',
  '.hidden',
  'trailing.',
  'a..b',
  '%2E%2E',
  '\uFF0E\uFF0E', // fullwidth full stops
  '\u2024\u2024', // one dot leaders
  '\u3002', // ideographic full stop
  '\uFF0F', // fullwidth solidus
  'a\\b',
  'a b',
  'a\r\nHost: evil',
  '\u0000',
  '',
  'x'.repeat(201),
]

const rejected = { name: 'UpstreamError', code: 'INVALID_PATH_PARAM', status: 400 }

t.test('pathOf refuses every hostile parameter', async (t) => {
  for (const id of HOSTILE) {
    t.throws(() => pathOf('/offers/{id}', { id }), rejected, JSON.stringify(id))
  }
})

t.test('pathOf accepts plain ids and refuses missing or unknown parameters', async (t) => {
  t.equal(
    pathOf('/offers/{id}', { id: '0b7f3c2e-8a1d-4f6e-9c3b-2d5e7f9a1b4c' }),
    '/offers/0b7f3c2e-8a1d-4f6e-9c3b-2d5e7f9a1b4c',
  )
  t.equal(pathOf('/brands/{key}', { key: 'british-airways' }), '/brands/british-airways')
  t.equal(pathOf('/documents-api/{name}.json', { name: 'faqs' }), '/documents-api/faqs.json')
  t.equal(pathOf('/bonus/{id}', { id: 42 }), '/bonus/42')
  t.equal(pathOf('/v/{a}/{b}', { a: 'v1.2', b: 'x_y~z' }), '/v/v1.2/x_y~z')
  t.throws(() => pathOf('/offers/{id}', {}), rejected, 'missing')
  t.throws(() => pathOf('/offers', { id: 'a' }), rejected, 'unknown')
})

t.test('the upstream spy only ever sees allowed paths', async (t) => {
  const { server, client } = await setup(t)
  const offers = createOffersClient(client)
  const content = createContentClient(client)
  server.script('/offers/abc-123', { status: 200, body: offerFixture('abc-123') })
  server.script('/documents-api/faqs.json', { status: 200, body: [] })
  for (const value of HOSTILE) {
    await t.rejects(
      offers.offer('at', value),
      { code: 'INVALID_PATH_PARAM' },
      `offer ${JSON.stringify(value)}`,
    )
    await t.rejects(
      content.getDocument(value),
      { code: 'INVALID_PATH_PARAM' },
      `document ${JSON.stringify(value)}`,
    )
    await t.rejects(content.brand(value), { code: 'INVALID_PATH_PARAM' }, `brand ${JSON.stringify(value)}`)
  }
  t.same(server.requests, [], 'no hostile value reached the upstream')
  t.same(await offers.offer('at', 'abc-123'), offerFixture('abc-123'))
  t.same(await content.getDocument('faqs'), [])
  t.same(
    server.requests.map((request) => request.url),
    ['/offers/abc-123', '/documents-api/faqs.json'],
  )
})

t.test('a path built by hand is checked by the client too', async (t) => {
  const { server, client } = await setup(t)
  for (const path of [
    '/a/../b',
    '/a/./b',
    '//evil.example/x',
    'http://evil.example/x',
    '/a?x=1',
    '/a#b',
    '/a%2Fb',
    '',
    'relative',
  ]) {
    await t.rejects(client.get({ path }), { code: 'INVALID_PATH_PARAM' }, JSON.stringify(path))
  }
  t.same(server.requests, [])
})
