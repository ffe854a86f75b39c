/**
 * One offer (routes specification §3 Offer): its image at every width of `imgUrls.versions`, the
 * sponsor's name and logo, title, description, end date and state, with the actions its state
 * allows: Load (UNLOADED, NOTOPTEDIN), Pin (LOADED, OPTEDIN), Unpin (PINNED) and Hide. A LOCKED
 * offer says so in words and has no actions. Its title links to its details page.
 */
import { useId } from 'react'
import type { Offer, OfferAction } from '../../../../shared/contract/offers.ts'
import { Link } from '../../../components/ui/link.tsx'
import { cx } from '../../../lib/class-names.ts'
import { useOfferSeen } from '../hooks/use-offer-seen.tsx'
import { offerDetailsPath } from '../utils/offer-paths.ts'
import { OfferActionButtons, OfferEnds, OfferStateLine } from './offer-parts.tsx'
import { actionsFor, OFFER_IMAGE_SIZES, offerSrcSet } from './offer-view.ts'

export function OfferCard({
  offer,
  onAction,
  busy = false,
  eager = false,
  detailsHref = offerDetailsPath(offer),
}: {
  offer: Offer
  onAction: (offer: Offer, action: OfferAction) => void
  busy?: boolean
  /** The first cards' images load at once (they are on screen); the rest as they come near. */
  eager?: boolean
  /** Where the title links: the offer's details page (from saved offers, its `/saved/...` page). */
  detailsHref?: string
}) {
  const titleId = useId()
  const seenRef = useOfferSeen(offer.id)
  const locked = offer.status === 'LOCKED'
  const image = offer.imgUrls.versions['640'] ?? offer.imgUrls.imageUrl.url
  const logo = offer.imageUrls.logoImageUrl
  return (
    <article
      ref={seenRef}
      className={cx('offer-card', locked && 'offer-card--locked')}
      aria-labelledby={titleId}
    >
      <img
        className="offer-card__image"
        src={image}
        srcSet={offerSrcSet(offer.imgUrls.versions)}
        sizes={OFFER_IMAGE_SIZES}
        alt=""
        width={640}
        height={360}
        loading={eager ? 'eager' : 'lazy'}
      />
      <div className="offer-card__body">
        <p className="offer-card__sponsor">
          {logo && <img className="offer-card__logo" src={logo} alt="" width={32} height={32} />}
          <span>{offer.sponsorDisplayName}</span>
        </p>
        <h2 id={titleId} className="offer-card__title">
          <Link href={detailsHref}>{offer.title}</Link>
        </h2>
        <p className="offer-card__description">{offer.description}</p>
        <OfferEnds offer={offer} className="offer-card__ends" />
        <OfferStateLine offer={offer} />
        <OfferActionButtons
          actions={actionsFor(offer)}
          className="offer-card__actions"
          busy={busy}
          describedBy={titleId}
          onAction={(action) => onAction(offer, action)}
        />
      </div>
    </article>
  )
}
