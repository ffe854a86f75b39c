/** GET /api/offers and /api/offers/:offerId signed in, against the reference upstream; images forwarded. */
import t from 'tap'
import type { Offer } from '../../../shared/contract/offers.ts'
import { ALEX, apiAs, offersStand, SAM, signIn } from './helpers.ts'

const { stand, gateway } = await offersStand(t)
const alex = apiAs(gateway, await signIn(gateway, stand, ALEX))
const sam = apiAs(gateway, await signIn(gateway, stand, SAM))

t.test('the collector’s offers: 40+, every source, state and type', async (t) => {
  const { status, body } = await alex('GET', '/api/offers')
  t.equal(status, 200)
  const offers = (body as { offers: Offer[] }).offers
  t.ok(offers.length >= 40)
  t.equal(new Set(offers.map((o) => o.state)).size, 6)
  t.equal(new Set(offers.map((o) => o.sourceType)).size, 3)
  t.equal(new Set(offers.map((o) => o.type)).size, 11)
})

t.test(
  'one offer; unknown and another collector’s are OFFER_NOT_FOUND; invalid ids are refused',
  async (t) => {
    const mine = ((await alex('GET', '/api/offers')).body as { offers: Offer[] }).offers
    const theirs = ((await sam('GET', '/api/offers')).body as { offers: Offer[] }).offers
    t.same((await alex('GET', `/api/offers/${mine[0]?.id}`)).body, mine[0])
    const notFound = { code: 'OFFER_NOT_FOUND', message: 'This offer is not available.' }
    t.same(await alex('GET', '/api/offers/no-such-offer'), { status: 404, body: notFound })
    const foreign = theirs.find((o) => !mine.some((m) => m.id === o.id))
    t.ok(foreign, 'Sam has an offer of his own')
    t.same(await alex('GET', `/api/offers/${foreign?.id}`), { status: 404, body: notFound })
    for (const bad of ['.hidden', 'a%2Fb', 'a_b', '-leading-dash', 'x'.repeat(81)])
      t.equal((await alex('GET', `/api/offers/${bad}`)).status, 400, bad)
  },
)

t.test('a BARCODE offer carries its barcode once saved, on its own answer only', async (t) => {
  const mine = ((await alex('GET', '/api/offers')).body as { offers: Offer[] }).offers
  t.notOk(
    mine.some((o) => 'base64BarCode' in o),
    'the list carries no barcode',
  )
  const offer = mine.find(
    (o) =>
      o.type === 'BARCODE' && o.status === 'ACTIVE' && o.sourceType !== 'COALITION' && o.state === 'UNLOADED',
  )
  if (!offer) throw new Error('the sandbox lacks an unloaded BARCODE offer')
  t.notOk(((await alex('GET', `/api/offers/${offer.id}`)).body as Offer).base64BarCode, 'not saved: none')
  t.equal((await alex('PUT', `/api/offers/${offer.id}/state`, { action: 'load' })).status, 200)
  const saved = (await alex('GET', `/api/offers/${offer.id}`)).body as Offer
  const png = Buffer.from(saved.base64BarCode ?? '', 'base64')
  t.same([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a PNG')
  t.ok(png.length > 200, 'a drawn barcode, not an empty image')
  const other = mine.find((o) => o.type !== 'BARCODE' && ['LOADED', 'PINNED'].includes(o.state))
  t.notOk(((await alex('GET', `/api/offers/${other?.id}`)).body as Offer).base64BarCode, 'another type: none')
  t.equal((await alex('PUT', `/api/offers/${offer.id}/state`, { action: 'unload' })).status, 200)
  t.notOk(
    ((await alex('GET', `/api/offers/${offer.id}`)).body as Offer).base64BarCode,
    'unloaded: none again',
  )
})

t.test('signed out: 401, and no upstream call', async (t) => {
  const response = await gateway.inject({ method: 'GET', url: '/api/offers' })
  t.equal(response.statusCode, 401)
})

t.test('offer images are forwarded from the content upstream, every width', async (t) => {
  const [offer] = ((await alex('GET', '/api/offers')).body as { offers: Offer[] }).offers
  for (const url of Object.values(offer?.imgUrls.versions ?? {})) {
    const image = await gateway.inject({ method: 'GET', url })
    t.equal(image.statusCode, 200, url)
    t.match(image.headers['content-type'], /image\/svg\+xml/)
  }
  t.equal(Object.keys(offer?.imgUrls.versions ?? {}).length, 7)
})

t.test('the offers service failing: a generic 502, never its detail', async (t) => {
  const repository = stand.upstream.offersRepository
  const list = repository.list
  repository.list = async () => {
    throw new Error('relation "offer_states" does not exist')
  }
  t.teardown(() => {
    repository.list = list
  })
  const { status, body } = await alex('GET', '/api/offers')
  t.equal(status, 502)
  t.same(body, { code: 'BAD_GATEWAY', message: 'Looks like something went wrong. Please try again later.' })
})
