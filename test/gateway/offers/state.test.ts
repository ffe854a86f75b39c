/**
 * PUT /api/offers/:offerId/state and POST /api/offers/load-all signed in, against the reference
 * upstream: every transition of spec §4 persisted per collector, through the offer's own family of
 * calls, and every refusal leaving the state as it was.
 */
import t, { type Test } from 'tap'
import { type Offer, offerStateId } from '../../../shared/contract/offers.ts'
import { ALEX, apiAs, offersStand, SAM, signIn } from './helpers.ts'

const { stand, gateway } = await offersStand(t)
const alexCookie = await signIn(gateway, stand, ALEX)
const alex = apiAs(gateway, alexCookie)
const sam = apiAs(gateway, await signIn(gateway, stand, SAM))
const offersOf = async (call: typeof alex) =>
  ((await call('GET', '/api/offers')).body as { offers: Offer[] }).offers
const detail = async (call: typeof alex, id: string) => (await call('GET', `/api/offers/${id}`)).body as Offer
const act = (call: typeof alex, id: string, action: string) =>
  call('PUT', `/api/offers/${id}/state`, { action })

const mine = await offersOf(alex)
const allMine = new Set(mine.map((o) => o.id))
const samStart = new Map((await offersOf(sam)).map((o) => [o.id, o.state]))
const samIds = new Set(samStart.keys())
const pick = (test: (o: Offer) => boolean, what: string) => {
  const found = mine.filter((o) => o.status === 'ACTIVE' && samIds.has(o.id)).find(test)
  if (!found) throw new Error(`the sandbox has no ${what}`)
  mine.splice(mine.indexOf(found), 1)
  return found
}
const dashed = pick(
  (o) => o.sourceType !== 'COALITION' && o.state === 'UNLOADED' && offerStateId(o.id) !== o.id,
  'dashed id',
)
const uuid = pick(
  (o) => o.sourceType === 'PIANO' && o.state === 'UNLOADED' && offerStateId(o.id) === o.id,
  'UUID',
)
const coalition = pick((o) => o.sourceType === 'COALITION' && o.state === 'NOTOPTEDIN', 'coalition offer')

async function walk(t: Test, offer: Offer, steps: ReadonlyArray<[string, string, boolean?]>) {
  for (const [action, state, bookmarked] of steps) {
    const { status, body } = await act(alex, offer.id, action)
    t.equal(status, 200, `${action} answered ${JSON.stringify(body)}`)
    t.match(body, { id: offer.id, state, ...(bookmarked === undefined ? {} : { isBookmarked: bookmarked }) })
    t.match(await detail(alex, offer.id), { state }, `${action} → ${state} persisted`)
  }
}

t.test('an offer whose id is not a UUID: sent by its part before the first dash', async (t) => {
  // The upstream knows the offer by its state id only: each success proves the prefix was sent.
  await walk(t, dashed, [
    ['load', 'LOADED'],
    ['pin', 'PINNED'],
    ['unpin', 'LOADED'],
    ['unload', 'UNLOADED'],
    ['hide', 'HIDDEN'],
    ['unhide', 'UNLOADED'],
  ])
})

t.test('an offer with a UUID: sent whole', async (t) => {
  await walk(t, uuid, [
    ['load', 'LOADED'],
    ['hide', 'HIDDEN'],
    ['unhide', 'UNLOADED'],
  ])
})

t.test('a coalition offer: opt in, bookmark, unbookmark, unload, hide, unhide', async (t) => {
  await walk(t, coalition, [
    ['load', 'OPTEDIN'],
    ['pin', 'PINNED', true],
    ['unpin', 'LOADED', false],
    ['unload', 'UNLOADED'],
    ['hide', 'HIDDEN'],
    ['unhide', 'UNLOADED'],
  ])
  t.match(await detail(alex, coalition.id), { isBookmarked: false })
})

t.test('per collector: Alex’s changes are not Sam’s', async (t) => {
  for (const offer of [dashed, uuid, coalition])
    t.equal((await detail(sam, offer.id)).state, samStart.get(offer.id), offer.id)
})

t.test('refusals: stable codes, nothing changes', async (t) => {
  const offer = pick((o) => o.sourceType !== 'COALITION' && o.state === 'UNLOADED', 'unloaded offer')
  const locked = (await offersOf(alex)).find((o) => o.status === 'LOCKED')
  const foreign = (await offersOf(sam)).find((o) => !allMine.has(o.id))
  const refusals = [
    [offer.id, 'explode', 400, 'VALIDATION'],
    [offer.id, 'unpin', 409, 'INVALID_OFFER_STATE'],
    [offer.id, 'unhide', 409, 'INVALID_OFFER_STATE'],
    ['no-such-offer', 'load', 404, 'OFFER_NOT_FOUND'],
    [foreign?.id ?? '', 'load', 404, 'OFFER_NOT_FOUND'],
    [locked?.id ?? '', 'load', 409, 'OFFER_LOCKED'],
  ] as const
  for (const [id, action, status, code] of refusals) {
    const before = await detail(alex, id)
    const answer = await act(alex, id, action)
    t.equal(answer.status, status, `${action} ${id}`)
    t.equal(answer.body?.code, code)
    t.same(await detail(alex, id), before, 'unchanged')
  }
  if (foreign) t.equal((await detail(sam, foreign.id)).state, foreign.state, 'Sam’s offer unchanged')
  const noCsrf = await gateway.inject({
    method: 'PUT',
    url: `/api/offers/${offer.id}/state`,
    headers: { cookie: alexCookie },
    payload: { action: 'load' },
  })
  t.equal(noCsrf.statusCode, 403, 'the CSRF header is required')
  const signedOut = await gateway.inject({
    method: 'PUT',
    url: `/api/offers/${offer.id}/state`,
    payload: { action: 'load' },
  })
  t.ok([401, 403].includes(signedOut.statusCode), 'no session')
  t.equal((await detail(alex, offer.id)).state, 'UNLOADED')
})

t.test('load all with offerIds: only the named offers the page counted, nothing else', async (t) => {
  const before = await offersOf(alex)
  const bonus = before.filter(
    (o) => o.sourceType === 'PIANO' && o.status === 'ACTIVE' && o.state === 'UNLOADED',
  )
  const nectarPrice = before.find(
    (o) => o.sourceType === 'NECTAR_PRICE' && o.status === 'ACTIVE' && o.state === 'UNLOADED',
  )
  const optIn = before.find((o) => o.sourceType === 'COALITION' && o.state === 'NOTOPTEDIN')
  t.ok(bonus.length >= 2 && nectarPrice && optIn, 'unloaded offers of each kind')
  const named = bonus.slice(0, 2).map((o) => o.id)
  const { status, body } = await alex('POST', '/api/offers/load-all', {
    offerIds: [...named, optIn?.id, 'no-such-offer'],
  })
  t.equal(status, 200)
  t.same(
    new Set((body as { loaded: string[] }).loaded),
    new Set(named),
    'a partner or unknown id is left out',
  )
  const after = new Map((await offersOf(alex)).map((o) => [o.id, o.state]))
  for (const offer of before)
    t.equal(after.get(offer.id), named.includes(offer.id) ? 'LOADED' : offer.state, offer.id)
  t.equal((await alex('POST', '/api/offers/load-all', { offerIds: [] })).status, 400, 'an empty list')
})

t.test('load all: every unloaded, unlocked supermarket offer becomes LOADED, nothing else', async (t) => {
  const before = await offersOf(alex)
  const expected = before
    .filter((o) => o.sourceType !== 'COALITION' && o.status === 'ACTIVE' && o.state === 'UNLOADED')
    .map((o) => o.id)
  t.ok(expected.length > 0)
  const { status, body } = await alex('POST', '/api/offers/load-all', {})
  t.equal(status, 200)
  t.same(new Set((body as { loaded: string[] }).loaded), new Set(expected))
  const after = new Map((await offersOf(alex)).map((o) => [o.id, o.state]))
  for (const offer of before)
    t.equal(after.get(offer.id), expected.includes(offer.id) ? 'LOADED' : offer.state, offer.id)
  t.same((await alex('POST', '/api/offers/load-all', {})).body, { loaded: [] }, 'nothing left to load')
  for (const offer of (await offersOf(sam)).filter((o) => expected.includes(o.id)))
    t.equal(offer.state, samStart.get(offer.id), `Sam's ${offer.id} as it was`)
})
