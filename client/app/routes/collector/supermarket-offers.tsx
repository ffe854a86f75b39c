/**
 * /sainsburys, the supermarket offers: bonus offers (PIANO, `?filter=bonus`, the default) and Nectar
 * Prices (NECTAR_PRICE, `?filter=your-nectar-prices`) on two tabs, with Load all.
 */
import { useSearch } from 'wouter'
import { Link } from '../../../components/ui/link.tsx'
import { OffersList } from '../../../features/offers/components/offers-list.tsx'
import { OffersNav } from '../../../features/offers/components/offers-nav.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

const TABS = [
  { filter: 'bonus', label: 'Bonus offers', sourceType: 'PIANO' },
  { filter: 'your-nectar-prices', label: 'Your Nectar Prices', sourceType: 'NECTAR_PRICE' },
] as const

function SupermarketOffersRoute() {
  const filter = new URLSearchParams(useSearch()).get('filter')
  const tab = TABS.find((candidate) => candidate.filter === filter) ?? TABS[0]
  return (
    <div className="page offers-page">
      <OffersNav />
      <h1>Supermarket offers</h1>
      <nav className="offers-tabs" aria-label="Supermarket offers">
        {TABS.map((candidate) => (
          <Link
            key={candidate.filter}
            href={`/sainsburys?filter=${candidate.filter}`}
            className="offers-tabs__tab"
            aria-current={candidate === tab ? 'page' : undefined}
          >
            {candidate.label}
          </Link>
        ))}
      </nav>
      <OffersList
        key={tab.filter}
        select={(offer) => offer.sourceType === tab.sourceType}
        loadAll
        empty="There are no offers here right now."
      />
    </div>
  )
}

export default withQueryClient(SupermarketOffersRoute)
