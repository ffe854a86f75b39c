/**
 * The offer state calls of the reference upstream: each transition persisted per collector, the
 * id rule (a UUID whole, any other id up to its first dash), coalition bookmarks, and refusals
 * that leave every state as it was.
 */
import t from 'tap'
import type { Offer } from '../../../shared/contract/offers.ts'
import { offerStateId } from '../../../shared/contract/offers.ts'
import { ALEX, accessTokenOf, caller, SAM, startOffersStand } from './helper.ts'

const stand = await startOffersStand(t)
const alex = caller(stand, await accessTokenOf(stand, ALEX))
const sam = caller(stand, await accessTokenOf(stand, SAM))
const listOf = async (call: typeof alex) =>
  ((await call('GET', '/offers?type=ALL&timestamp=1')).body as { offers: Offer[] }).offers
const stateOf = async (call: typeof alex, id: string) =>
  ((await call('GET', `/offers/${id}`)).body as Offer).state

const offers = await listOf(alex)
const dashed = offers.find(
  (o) => o.sourceType !== 'COALITION' && o.status === 'ACTIVE' && offerStateId(o.id) !== o.id,
)
const uuid = offers.find(
  (o) => o.sourceType === 'PIANO' && o.status === 'ACTIVE' && offerStateId(o.id) === o.id,
)
const coalition = offers.find((o) => o.sourceType === 'COALITION' && o.status === 'ACTIVE')
const locked = offers.find((o) => o.sourceType !== 'COALITION' && o.status === 'LOCKED')
if (!dashed || !uuid || !coalition || !locked) throw new Error('the sandbox lacks an offer the suite needs')

t.test('offer/state: every state, by the part before the first dash', async (t) => {
  for (const state of ['LOADED', 'PINNED', 'HIDDEN', 'UNLOADED'] as const) {
    const { status, body } = await alex('PUT', '/offer/state', {
      offers: [{ id: offerStateId(dashed.id), state }],
    })
    t.equal(status, 200)
    t.same(body, { offers: [{ id: dashed.id, state }] }, 'answered under the whole id')
    t.equal(await stateOf(alex, dashed.id), state, `persisted ${state}`)
  }
  t.equal(
    (await alex('PUT', '/offer/state', { offers: [{ id: dashed.id, state: 'LOADED' }] })).status,
    404,
    'the whole non-UUID id is not its state id',
  )
  t.equal(
    (await alex('PUT', '/offer/state', { offers: [{ id: uuid.id, state: 'LOADED' }] })).status,
    200,
    'a UUID is sent whole',
  )
  t.equal(await stateOf(alex, uuid.id), 'LOADED')
})

t.test('per collector: Alex loading an offer leaves Sam’s as it was', async (t) => {
  const samBefore = await stateOf(sam, uuid.id)
  await alex('PUT', '/offer/state', { offers: [{ id: uuid.id, state: 'HIDDEN' }] })
  t.equal(await stateOf(alex, uuid.id), 'HIDDEN')
  t.equal(await stateOf(sam, uuid.id), samBefore)
})

t.test('refusals change nothing: unknown, foreign, wrong family, locked, unknown state', async (t) => {
  const before = await stateOf(alex, dashed.id)
  const samOnly = (await listOf(sam)).find((o) => !offers.some((mine) => mine.id === o.id))
  const tries = [
    [[{ id: 'nope', state: 'LOADED' }], 404, 'OFFER_NOT_FOUND'],
    [[{ id: offerStateId(samOnly?.id ?? ''), state: 'LOADED' }], 404, 'OFFER_NOT_FOUND'],
    [[{ id: coalition.id, state: 'LOADED' }], 404, 'OFFER_NOT_FOUND'],
    [[{ id: offerStateId(locked.id), state: 'LOADED' }], 409, 'OFFER_LOCKED'],
    [[{ id: offerStateId(dashed.id), state: 'GONE' }], 400, 'VALIDATION_ERROR'],
  ] as const
  for (const [changes, status, code] of tries) {
    const all = [
      { id: offerStateId(dashed.id), state: before === 'LOADED' ? 'UNLOADED' : 'LOADED' },
      ...changes,
    ]
    const answer = await alex('PUT', '/offer/state', { offers: all })
    t.equal(answer.status, status, code)
    t.equal(answer.body?.code, code)
    t.equal(await stateOf(alex, dashed.id), before, 'the valid change in the same call was not made')
  }
  const anonymous = await fetch(`${stand.base}/offer/state`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offers: [{ id: offerStateId(dashed.id), state: 'LOADED' }] }),
  })
  t.equal(anonymous.status, 401)
})

t.test('coalition: opt in, bookmark and unbookmark, locked refused', async (t) => {
  const opted = await alex('PUT', '/coalition/offer/state', {
    offers: [{ id: coalition.id, state: 'OPTEDIN' }],
  })
  t.same(opted.body, { offers: [{ id: coalition.id, state: 'OPTEDIN' }] })
  t.equal((await alex('PUT', `/coalition/offer/${coalition.id}/bookmark`)).status, 204)
  t.match((await alex('GET', `/offers/${coalition.id}`)).body, { state: 'PINNED', isBookmarked: true })
  t.equal((await alex('DELETE', `/coalition/offer/${coalition.id}/bookmark`)).status, 204)
  t.match((await alex('GET', `/offers/${coalition.id}`)).body, { state: 'LOADED', isBookmarked: false })
  t.equal((await alex('PUT', `/coalition/offer/${uuid.id}/bookmark`)).status, 404, 'not a coalition offer')
  const lockedCoalition = offers.find((o) => o.sourceType === 'COALITION' && o.status === 'LOCKED')
  if (lockedCoalition)
    t.equal((await alex('PUT', `/coalition/offer/${lockedCoalition.id}/bookmark`)).status, 409)
  t.equal(
    (
      await alex('PUT', '/coalition/offer/state', {
        offers: [{ id: offerStateId(dashed.id), state: 'OPTEDIN' }],
      })
    ).status,
    404,
    'not a coalition offer',
  )
})
