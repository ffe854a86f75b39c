/** `/offers/brand`: the partner brands that have offers for the collector, each with its logo, name and count. */
import { QueryState } from '../../../components/query/query-state.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { useOffers } from '../api/get-offers.ts'
import { sponsorsOf } from '../utils/sponsors.ts'

export function BrandList() {
  return (
    <QueryState query={useOffers()} loading="Loading your offers" failed="We couldn't load your offers.">
      {({ offers }) => <Brands sponsors={sponsorsOf(offers)} />}
    </QueryState>
  )
}

function Brands({ sponsors }: { sponsors: ReturnType<typeof sponsorsOf> }) {
  if (sponsors.length === 0)
    return <p className="offers-list__empty">There are no partner offers right now.</p>
  return (
    <ul className="brand-list">
      {sponsors.map((sponsor) => (
        <li key={sponsor.key}>
          <Link className="brand-list__brand" href={`/offers/brand/${encodeURIComponent(sponsor.key)}`}>
            {sponsor.logo ? (
              <img className="brand-list__logo" src={sponsor.logo} alt="" width={48} height={48} />
            ) : (
              <span className="brand-list__logo" aria-hidden="true" />
            )}
            <span className="brand-list__name">{sponsor.name}</span>{' '}
            <span className="brand-list__count">
              {sponsor.count} {sponsor.count === 1 ? 'offer' : 'offers'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
