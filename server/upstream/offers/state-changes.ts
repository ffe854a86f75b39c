/**
 * `PUT offer/state` and `PUT coalition/offer/state`: each offer named by its state key (a UUID, or
 * the part of the id before its first dash, spec §7), checked before anything is written, so that
 * one unknown, foreign, wrong-family or LOCKED offer leaves every state as it was.
 */
import type { OfferState } from '../../../shared/constants/states.ts'
import type { OffersRepository } from './repository.ts'

export type Family = 'coalition' | 'offer'
export type StateRefusal = { status: 404 | 409; code: string; message: string }
export type Changed = { offers: Array<{ id: string; state: OfferState }> }

const inFamily = (family: Family, source: string) => (family === 'coalition') === (source === 'COALITION')

export async function changeStates(
  repository: OffersRepository,
  collectorId: string,
  family: Family,
  changes: ReadonlyArray<{ id: string; state: OfferState }>,
): Promise<Changed | StateRefusal> {
  const found = await repository.byStateKeys(
    collectorId,
    changes.map((change) => change.id),
  )
  const byKey = new Map(found.map((row) => [row.state_key, row]))
  const resolved = []
  for (const change of changes) {
    const row = byKey.get(change.id)
    // Another collector's offer is answered as an unknown one: its existence is not theirs to learn.
    if (!row || !inFamily(family, row.source_type))
      return { status: 404, code: 'OFFER_NOT_FOUND', message: `No offer ${change.id}` }
    if (row.status === 'LOCKED')
      return { status: 409, code: 'OFFER_LOCKED', message: `Offer ${change.id} is locked` }
    resolved.push({ offerId: row.id, state: change.state })
  }
  await repository.setStates(collectorId, resolved)
  return { offers: resolved.map(({ offerId, state }) => ({ id: offerId, state })) }
}

/** A coalition offer of the collector's that may change, or the refusal. */
export async function changeableCoalitionOffer(
  repository: OffersRepository,
  collectorId: string,
  id: string,
) {
  const row = await repository.find(collectorId, id)
  if (row?.source_type !== 'COALITION')
    return { status: 404, code: 'OFFER_NOT_FOUND', message: `No offer ${id}` } satisfies StateRefusal
  if (row.status === 'LOCKED')
    return { status: 409, code: 'OFFER_LOCKED', message: `Offer ${id} is locked` } satisfies StateRefusal
  return row
}
