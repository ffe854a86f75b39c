/**
 * The offer details pages: /offer-details/food|your-nectar-prices|brand/:offerId, back to their
 * list, and /saved/offer-details/food|brand/:offerId, reached from saved offers and back to them.
 */
import { OfferDetails } from '../../../features/offers/components/offer-details.tsx'
import { backLinkOf } from '../../../features/offers/utils/offer-paths.ts'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import type { ScreenProps } from '../../screen-props.ts'

function OfferDetailsRoute({ entry, params }: ScreenProps) {
  const offerId = params.offerId ?? ''
  return (
    <div className="page offer-details-page">
      {/* A new id is a new page: its popups and once-per-visit confirmations start afresh. */}
      <OfferDetails key={offerId} offerId={offerId} back={backLinkOf(entry.path)} />
    </div>
  )
}

export default withQueryClient(OfferDetailsRoute)
