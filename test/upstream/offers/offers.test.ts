/** The reference upstream's offers calls over loopback HTTP, signed in as the demo collectors. */
import t from 'tap'
import { OFFER_IMAGE_WIDTHS, type Offer, offerStateId } from '../../../shared/contract/offers.ts'
import { ALEX, accessTokenOf, caller, SAM, startOffersStand } from './helper.ts'

const stand = await startOffersStand(t)
const alex = caller(stand, await accessTokenOf(stand, ALEX))
const sam = caller(stand, await accessTokenOf(stand, SAM))
const listOf = async (call: typeof alex) =>
  ((await call('GET', `/offers?type=ALL&timestamp=${Date.now()}`)).body as { offers: Offer[] }).offers

t.test('every demo collector has 40+ offers of every type, source and state', async (t) => {
  for (const call of [alex, sam]) {
    const offers = await listOf(call)
    t.ok(offers.length >= 40, `${offers.length} offers`)
    t.equal(new Set(offers.map((o) => o.type)).size, 11, 'every type')
    t.same(new Set(offers.map((o) => o.sourceType)), new Set(['COALITION', 'PIANO', 'NECTAR_PRICE']))
    t.equal(new Set(offers.map((o) => o.state)).size, 6, 'every state')
    t.ok(
      offers.some((o) => o.status === 'LOCKED'),
      'some locked',
    )
    const soon = Date.now() + 3 * 86_400_000
    t.ok(
      offers.some((o) => Date.parse(o.endDate) < soon),
      'some end within 3 days',
    )
    t.ok(
      offers.some((o) => offerStateId(o.id) !== o.id),
      'some ids are not UUIDs',
    )
  }
})

t.test('one offer; unknown and foreign ids are 404; no token is 401', async (t) => {
  const [first] = await listOf(alex)
  t.same((await alex('GET', `/offers/${first?.id}`)).body, first)
  t.equal((await alex('GET', '/offers/no-such-offer')).status, 404)
  const samIds = new Set((await listOf(sam)).map((o) => o.id))
  const alexOnly = (await listOf(alex)).find((o) => !samIds.has(o.id))
  t.ok(alexOnly, 'Alex has offers of his own')
  t.same((await sam('GET', `/offers/${alexOnly?.id}`)).body, {
    code: 'OFFER_NOT_FOUND',
    message: `No offer ${alexOnly?.id}`,
  })
  t.equal((await fetch(`${stand.base}/offers?type=ALL&timestamp=1`)).status, 401)
})

t.test('shared offers by source, the coalition preview, filters and Nectar Price availability', async (t) => {
  const shared = (await alex('GET', '/shared/offers?source=PIANO')).body as { offers: Offer[] }
  t.ok(shared.offers.length > 0)
  t.ok(shared.offers.every((o) => o.sourceType === 'PIANO' && o.state === 'UNLOADED'))
  t.equal((await alex('GET', '/shared/offers?source=OTHER')).status, 400)

  const coalition = (await listOf(alex)).find((o) => o.sourceType === 'COALITION')
  t.match((await alex('GET', `/coalition/offer/preview/${coalition?.id}`)).body, { id: coalition?.id })
  const piano = (await listOf(alex)).find((o) => o.sourceType === 'PIANO')
  t.equal((await alex('GET', `/coalition/offer/preview/${piano?.id}`)).status, 404)

  const saved = (await alex('GET', '/offer-filters/saved')).body as {
    filters: { key: string; count: number }[]
  }
  const savedCount = (await listOf(alex)).filter((o) =>
    ['LOADED', 'OPTEDIN', 'PINNED'].includes(o.state),
  ).length
  t.equal(saved.filters.find((f) => f.key === 'all')?.count, savedCount)
  t.match((await alex('GET', '/offer-filters/saved')).body, { sorts: ['recently-saved', 'ending-soon'] })
  t.equal((await alex('GET', '/offer-filters/nope')).status, 404)
  t.match((await alex('GET', '/nectar-prices/availability')).body, { available: true })
})

t.test('offer images at every width, SVG', async (t) => {
  const [first] = await listOf(alex)
  t.same(
    Object.keys(first?.imgUrls.versions ?? {})
      .map(Number)
      .sort((a, b) => b - a),
    [...OFFER_IMAGE_WIDTHS],
  )
  for (const width of OFFER_IMAGE_WIDTHS) {
    const response = await fetch(`${stand.base}/content/offers/${first?.id}/${width}.svg`)
    t.equal(response.status, 200)
    t.match(response.headers.get('content-type'), /image\/svg\+xml/)
    t.match(await response.text(), new RegExp(`width="${width}"`))
  }
  t.equal((await fetch(`${stand.base}/content/offers/${first?.id}/100.svg`)).status, 400)
  t.equal((await fetch(`${stand.base}/content/offers/nope/640.svg`)).status, 404)
})
