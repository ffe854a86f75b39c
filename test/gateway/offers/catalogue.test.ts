/** The offers screens' other reads, signed in, against the reference upstream. */
import t from 'tap'
import type { Offer } from '../../../shared/contract/offers.ts'
import { ALEX, apiAs, offersStand, signIn } from './helpers.ts'

const { stand, gateway } = await offersStand(t)
const alex = apiAs(gateway, await signIn(gateway, stand, ALEX))
const offers = ((await alex('GET', '/api/offers')).body as { offers: Offer[] }).offers

t.test('filters of the saved list count the saved offers', async (t) => {
  const { status, body } = await alex('GET', '/api/offers/filters/saved')
  t.equal(status, 200)
  const saved = offers.filter((o) => ['LOADED', 'OPTEDIN', 'PINNED'].includes(o.state))
  t.same(body, {
    id: 'saved',
    filters: [
      { key: 'all', count: saved.length },
      { key: 'own', count: saved.filter((o) => o.sourceType !== 'COALITION').length },
      { key: 'partner', count: saved.filter((o) => o.sourceType === 'COALITION').length },
    ],
    sorts: ['recently-saved', 'ending-soon'],
  })
  t.equal((await alex('GET', '/api/offers/filters/nope')).status, 400)
})

t.test('shared offers of a source; an unknown source is refused', async (t) => {
  const { status, body } = await alex('GET', '/api/offers/shared?source=COALITION')
  t.equal(status, 200)
  const shared = (body as { offers: Offer[] }).offers
  t.ok(shared.length > 0 && shared.every((o) => o.sourceType === 'COALITION'))
  t.equal((await alex('GET', '/api/offers/shared?source=ANY')).status, 400)
})

t.test('Nectar Price availability', async (t) => {
  const count = offers.filter((o) => o.sourceType === 'NECTAR_PRICE').length
  t.same((await alex('GET', '/api/offers/nectar-prices/availability')).body, {
    available: true,
    offers: count,
  })
})

t.test('coalition preview: a coalition offer; any other is OFFER_NOT_FOUND', async (t) => {
  const coalition = offers.find((o) => o.sourceType === 'COALITION')
  const piano = offers.find((o) => o.sourceType === 'PIANO')
  t.same((await alex('GET', `/api/offers/${coalition?.id}/preview`)).body, coalition)
  t.match(await alex('GET', `/api/offers/${piano?.id}/preview`), {
    status: 404,
    body: { code: 'OFFER_NOT_FOUND' },
  })
})

t.test('signed out, every read is 401', async (t) => {
  for (const url of [
    '/api/offers/filters/all',
    '/api/offers/shared?source=PIANO',
    '/api/offers/nectar-prices/availability',
  ])
    t.equal((await gateway.inject({ method: 'GET', url })).statusCode, 401, url)
})
