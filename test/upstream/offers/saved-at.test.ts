/**
 * savedAt, the time a collector saved an offer ('recently saved', routes specification §4): set when
 * an offer is loaded or opted in to, kept through pin and unpin (and a repeated load), cleared when
 * it is unloaded or hidden; the sandbox's saved offers each carry one, its unsaved offers none.
 */
import t from 'tap'
import { isSavedState } from '../../../shared/constants/states.ts'
import type { Offer } from '../../../shared/contract/offers.ts'
import { offerStateId } from '../../../shared/contract/offers.ts'
import { ALEX, accessTokenOf, caller, startOffersStand } from './helper.ts'

const stand = await startOffersStand(t)
const alex = caller(stand, await accessTokenOf(stand, ALEX))
const listOf = async () =>
  ((await alex('GET', '/offers?type=ALL&timestamp=1')).body as { offers: Offer[] }).offers
const savedAtOf = async (id: string) => ((await alex('GET', `/offers/${id}`)).body as Offer).savedAt

t.test('the sandbox: saved offers have savedAt, in an order of their own; others none', async (t) => {
  const offers = await listOf()
  for (const offer of offers)
    t.equal(offer.savedAt !== null, isSavedState(offer.state), `${offer.id} ${offer.state}`)
  const saved = offers.filter((offer) => offer.savedAt !== null)
  const bySaved = [...saved].sort((a, b) => String(b.savedAt).localeCompare(String(a.savedAt)))
  t.ok(new Set(saved.map((offer) => offer.savedAt)).size > 1, 'not one time for all')
  t.not(
    bySaved.map((offer) => offer.id).join(),
    saved.map((offer) => offer.id).join(),
    'recently saved is not the ending-soon order the list comes in',
  )
})

t.test('load sets it; pin, unpin and load again keep it; unload and hide clear it', async (t) => {
  const offer = (await listOf()).find(
    (o) => o.sourceType !== 'COALITION' && o.status === 'ACTIVE' && o.state === 'UNLOADED',
  )
  if (!offer) throw new Error('the sandbox lacks an unloaded supermarket offer')
  const set = (state: string) =>
    alex('PUT', '/offer/state', { offers: [{ id: offerStateId(offer.id), state }] })
  const before = Date.now()
  await set('LOADED')
  const savedAt = await savedAtOf(offer.id)
  t.ok(savedAt && Date.parse(savedAt) >= before - 1000, 'saved just now')
  for (const state of ['PINNED', 'LOADED', 'LOADED']) {
    await set(state)
    t.equal(await savedAtOf(offer.id), savedAt, `kept through ${state}`)
  }
  await set('UNLOADED')
  t.equal(await savedAtOf(offer.id), null, 'unloaded: not saved')
  await set('LOADED')
  t.ok(Date.parse(String(await savedAtOf(offer.id))) >= Date.parse(String(savedAt)), 'saved anew')
  await set('HIDDEN')
  t.equal(await savedAtOf(offer.id), null, 'hidden: not saved')
})

t.test('coalition: opt in sets it, bookmark and unbookmark keep it', async (t) => {
  const offer = (await listOf()).find(
    (o) => o.sourceType === 'COALITION' && o.status === 'ACTIVE' && o.state === 'NOTOPTEDIN',
  )
  if (!offer) throw new Error('the sandbox lacks a coalition offer not opted in')
  await alex('PUT', '/coalition/offer/state', { offers: [{ id: offer.id, state: 'OPTEDIN' }] })
  const savedAt = await savedAtOf(offer.id)
  t.ok(savedAt, 'opted in: saved')
  t.equal((await alex('PUT', `/coalition/offer/${offer.id}/bookmark`, {})).status, 204)
  t.equal(await savedAtOf(offer.id), savedAt, 'kept when pinned')
  t.equal((await alex('DELETE', `/coalition/offer/${offer.id}/bookmark`, {})).status, 204)
  t.equal(await savedAtOf(offer.id), savedAt, 'kept when unpinned')
})
