/**
 * One offer (routes specification §3 Offer): its image at every width of `imgUrls.versions`, the
 * sponsor's name and logo, title, description, end date and state, with the actions its state
 * allows: Load (UNLOADED, NOTOPTEDIN), Pin (LOADED, OPTEDIN), Unpin (PINNED) and Hide. A LOCKED
 * offer says so in words and has no actions.
 */
import { useId } from 'react'
import type { OfferState } from '../../../../shared/constants/states.ts'
import type { Offer, OfferAction } from '../../../../shared/contract/offers.ts'
import { Button } from '../../../components/ui/button.tsx'
import { cx } from '../../../lib/class-names.ts'
import { actionsFor, OFFER_IMAGE_SIZES, offerSrcSet } from './offer-view.ts'

const STATE_LABELS: Record<OfferState, string> = {
  LOADED: 'Loaded',
  UNLOADED: 'Not loaded',
  OPTEDIN: 'Opted in',
  NOTOPTEDIN: 'Not opted in',
  PINNED: 'Pinned',
  HIDDEN: 'Hidden',
}

const endDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

function LockIcon() {
  return (
    <svg className="offer-card__lock" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <rect x="2.5" y="7" width="11" height="8" rx="1.5" fill="currentColor" />
      <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}

export function OfferCard({
  offer,
  onAction,
  busy = false,
  eager = false,
}: {
  offer: Offer
  onAction: (offer: Offer, action: OfferAction) => void
  busy?: boolean
  /** The first cards' images load at once (they are on screen); the rest as they come near. */
  eager?: boolean
}) {
  const titleId = useId()
  const locked = offer.status === 'LOCKED'
  const image = offer.imgUrls.versions['640'] ?? offer.imgUrls.imageUrl.url
  const logo = offer.imageUrls.logoImageUrl
  const actions = actionsFor(offer)
  return (
    <article className={cx('offer-card', locked && 'offer-card--locked')} aria-labelledby={titleId}>
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
          {offer.title}
        </h2>
        <p className="offer-card__description">{offer.description}</p>
        <p className="offer-card__ends">
          Ends <time dateTime={offer.endDate}>{endDate.format(new Date(offer.endDate))}</time>
        </p>
        {locked ? (
          <p className="offer-card__state offer-card__state--locked">
            <LockIcon />
            Locked: this offer cannot be changed
          </p>
        ) : (
          <p className={cx('offer-card__state', `offer-card__state--${offer.state.toLowerCase()}`)}>
            {STATE_LABELS[offer.state]}
          </p>
        )}
        {actions.length > 0 && (
          <div className="offer-card__actions">
            {actions.map(({ action, label }) => (
              <Button
                key={action}
                variant={action === 'hide' ? 'text' : action === 'load' ? 'primary' : 'secondary'}
                aria-describedby={titleId}
                disabled={busy}
                onClick={() => onAction(offer, action)}
              >
                {label}
              </Button>
            ))}
          </div>
        )}
      </div>
    </article>
  )
}
