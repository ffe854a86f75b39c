/**
 * `/offers/brand/:id`: one partner brand's offers, the brand named by its key (sponsors.ts). A key
 * none of the collector's partner offers has says so, with the way back to the brands.
 */
import { QueryStatus } from '../../../components/query/query-state.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { useOffers } from '../api/get-offers.ts'
import { isBrandOffer } from '../utils/sponsors.ts'
import { OffersList } from './offers-list.tsx'

export function BrandOffers({ brandKey }: { brandKey: string }) {
  const offers = useOffers()
  const backLink = (
    <p className="offer-details__back">
      <Link href="/offers/brand">Back to all brands</Link>
    </p>
  )
  if (!offers.data)
    return (
      <>
        {backLink}
        <h1>Brand offers</h1>
        <QueryStatus query={offers} loading="Loading your offers" failed="We couldn't load your offers." />
      </>
    )
  const sponsor = offers.data.offers.find(isBrandOffer(brandKey))
  if (!sponsor)
    return (
      <>
        {backLink}
        <h1>Sorry, we can't find that brand</h1>
        <p>
          You have no offers from this brand. It may have no offers right now, or the link may be mistyped.
        </p>
      </>
    )
  return (
    <>
      {backLink}
      <h1>{sponsor.sponsorDisplayName} offers</h1>
      <OffersList
        select={isBrandOffer(brandKey)}
        empty={`There are no ${sponsor.sponsorDisplayName} offers right now.`}
      />
    </>
  )
}
