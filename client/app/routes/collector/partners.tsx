/** /partners: the partner brands' (COALITION) offers; each is opted in on its own, so no Load all. */
import { OffersList } from '../../../features/offers/components/offers-list.tsx'
import { OffersNav } from '../../../features/offers/components/offers-nav.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function PartnersRoute() {
  return (
    <div className="page offers-page">
      <OffersNav />
      <h1>Partner offers</h1>
      <OffersList
        select={(offer) => offer.sourceType === 'COALITION'}
        empty="There are no partner offers right now."
      />
    </div>
  )
}

export default withQueryClient(PartnersRoute)
