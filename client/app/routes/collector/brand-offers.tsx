/** /offers/brand, the partner brands with offers; /offers/brand/:id, one brand's offers. */
import { BrandList } from '../../../features/offers/components/brand-list.tsx'
import { BrandOffers } from '../../../features/offers/components/brand-offers.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import type { ScreenProps } from '../../screen-props.ts'

function BrandOffersRoute({ params }: ScreenProps) {
  return (
    <div className="page offers-page">
      {params.id ? (
        <BrandOffers key={params.id} brandKey={params.id} />
      ) : (
        <>
          <h1>Offers by brand</h1>
          <BrandList />
        </>
      )}
    </div>
  )
}

export default withQueryClient(BrandOffersRoute)
