/**
 * The offers routes' declared refusals (shared/contract/offers.ts), and the upstream answers that
 * mean the same: its 404 for an unknown or another collector's offer, its 409 for a locked one.
 */
import { OFFER_ERROR_CODES, OFFER_ERROR_MESSAGES } from '../../../../../shared/contract/offers.ts'
import { Refusal } from '../../../errors/refusal.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'

const offerNotFound = () => new Refusal(404, OFFER_ERROR_CODES.notFound, OFFER_ERROR_MESSAGES.notFound)
export const offerLocked = () => new Refusal(409, OFFER_ERROR_CODES.locked, OFFER_ERROR_MESSAGES.locked)
export const invalidOfferState = () =>
  new Refusal(409, OFFER_ERROR_CODES.invalidState, OFFER_ERROR_MESSAGES.invalidState)

/** Rethrows an upstream 404 or 409 about the offer as the route's own refusal; anything else as it is. */
export function asOfferRefusal(error: unknown): never {
  if (error instanceof UpstreamError && error.upstreamStatus === 404) throw offerNotFound()
  if (error instanceof UpstreamError && error.upstreamStatus === 409) throw offerLocked()
  throw error
}
