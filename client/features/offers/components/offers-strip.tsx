/**
 * Home's strip of the collector's offers: the first few they have not saved yet, as small cards
 * (image, sponsor, title), with a link to each offers page. Its own loading and failure states, so
 * a failing offers call never blanks the home page; offline (the home page the offline card's
 * worker kept) it says so instead of a retry that cannot work, and loads when the network is back
 * (OfflineOrFailed).
 * The cards are watched for offer seen.
 */
import type { Offer } from '../../../../shared/contract/offers.ts'
import { Loading } from '../../../components/query/loading.tsx'
import { OfflineOrFailed } from '../../../components/query/offline-or-failed.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { useOffers } from '../api/get-offers.ts'
import { useOfferSeen } from '../hooks/use-offer-seen.tsx'
import { NoOffersYet } from './no-offers-yet.tsx'

/** How many offers the strip shows. */
const OFFERS_STRIP_SIZE = 4

const STRIP_LINKS = [
  { href: '/my-offers', label: 'New Offers' },
  { href: '/sainsburys', label: 'Supermarket offers' },
  { href: '/partners', label: 'Partner offers' },
  { href: '/offers-saved', label: 'Saved offers' },
] as const

/** Offers the collector could still save: not loaded or opted in, not hidden, not locked. */
const stripOffers = (offers: readonly Offer[]) =>
  offers
    .filter(
      (offer) => (offer.state === 'UNLOADED' || offer.state === 'NOTOPTEDIN') && offer.status === 'ACTIVE',
    )
    .slice(0, OFFERS_STRIP_SIZE)

function OfferTile({ offer }: { offer: Offer }) {
  const seenRef = useOfferSeen(offer.id)
  const image = offer.imgUrls.versions['288'] ?? offer.imgUrls.imageUrl.url
  return (
    <li ref={seenRef} className="offer-tile">
      <img className="offer-tile__image" src={image} alt="" width={288} height={162} loading="lazy" />
      <p className="offer-tile__sponsor">{offer.sponsorDisplayName}</p>
      <h3 className="offer-tile__title">{offer.title}</h3>
    </li>
  )
}

export function OffersStrip() {
  const { data, isError, refetch, isFetching } = useOffers()
  const offers = data ? stripOffers(data.offers) : []
  return (
    <section className="offers-strip" aria-labelledby="offers-strip-heading">
      <h2 id="offers-strip-heading">Your offers</h2>
      {!data &&
        (isError ? (
          <OfflineOrFailed
            offlineMessage="You're offline. Your offers will show when you're back online."
            failedMessage="We couldn't load your offers."
            onRetry={refetch}
            retrying={isFetching}
          />
        ) : (
          <Loading>Loading your offers</Loading>
        ))}
      {data && data.offers.length === 0 && <NoOffersYet />}
      {data && data.offers.length > 0 && offers.length === 0 && (
        <p>You have saved every offer you have. Well done!</p>
      )}
      {offers.length > 0 && (
        <ul className="offers-strip__tiles">
          {offers.map((offer) => (
            <OfferTile key={offer.id} offer={offer} />
          ))}
        </ul>
      )}
      <nav className="offers-strip__links" aria-label="Offers pages">
        <ul>
          {STRIP_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  )
}
