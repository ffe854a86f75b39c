/** /my-offers, 'New Offers': the offers the collector has not loaded or opted in to yet, with Load all. */
import { OffersList } from '../../../features/offers/components/offers-list.tsx'
import { OffersNav } from '../../../features/offers/components/offers-nav.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function MyOffersRoute() {
  return (
    <div className="page offers-page">
      <OffersNav />
      <h1>New Offers</h1>
      <OffersList
        select={(offer) => offer.state === 'UNLOADED' || offer.state === 'NOTOPTEDIN'}
        loadAll
        empty="You have no new offers right now."
      />
    </div>
  )
}

export default withQueryClient(MyOffersRoute)
