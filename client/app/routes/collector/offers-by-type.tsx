/** /offers/:offerType: the collector's offers of one type (`points-multiplier` is POINTS_MULTIPLIER). */
import { OffersList } from '../../../features/offers/components/offers-list.tsx'
import { OFFER_TYPE_TITLES, offerTypeOfSlug } from '../../../features/offers/utils/offer-paths.ts'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import type { ScreenProps } from '../../screen-props.ts'
import NotFoundRoute from '../not-found.tsx'

function OffersByTypeRoute({ params }: ScreenProps) {
  const type = offerTypeOfSlug(params.offerType)
  if (!type) return <NotFoundRoute />
  return (
    <div className="page offers-page">
      <h1>{OFFER_TYPE_TITLES[type]}</h1>
      <OffersList
        key={type}
        select={(offer) => offer.type === type}
        empty="You have no offers of this kind right now."
      />
    </div>
  )
}

export default withQueryClient(OffersByTypeRoute)
