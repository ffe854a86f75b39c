/**
 * Records the offers a collector has seen on screen (`POST /api/events`, type offer-seen), for the
 * operator's log. Best effort: a failed or refused record is not the collector's concern.
 */
import { eventsApi } from '../../../../shared/contract/events.ts'
import { call } from '../../../lib/api-client.ts'

export const recordOffersSeen = (offerIds: string[]) =>
  call(eventsApi.post, { body: { type: 'offer-seen', offerIds } }, { redirectOn401: false }).catch(() => {})
