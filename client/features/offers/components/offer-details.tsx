/**
 * One offer's details page (routes specification §2.3, §3 Offer): the detail image (srcset over
 * the `imgUrls` widths), sponsor logo and name, title, description, end date and state, a saved
 * BARCODE offer's barcode to scan at the till, the actions the card has, 'How to get this offer' (SPEND_COLLECT) and the offer's terms (FOOD_TNC,
 * NECTAR_PRICES_TNC or BRAND_TNC by source). A LOCKED offer is shown locked, with no actions.
 * An unknown or foreign id (404 OFFER_NOT_FOUND), or one that is no offer id at all (400), says
 * the offer cannot be found; any other failure offers a retry.
 */
import '../../../components/popups/contents/terms.tsx'
import '../popups/spend-collect.tsx'
import { type ReactNode, useId } from 'react'
import { isSavedState } from '../../../../shared/constants/states.ts'
import type { Offer, OfferAction } from '../../../../shared/contract/offers.ts'
import { usePopupManager } from '../../../components/popups/popup-manager.tsx'
import { QueryStatus } from '../../../components/query/query-state.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { ApiError } from '../../../lib/api-error.ts'
import { cx } from '../../../lib/class-names.ts'
import { useChangeOfferState } from '../api/change-offer-state.ts'
import { useOffer } from '../api/get-offer.ts'
import { useLoadPopups } from '../hooks/use-load-popups.ts'
import type { BackLink } from '../utils/offer-paths.ts'
import { offerTerms } from '../utils/offer-terms.ts'
import { OfferActionButtons, OfferEnds, OfferStateLine } from './offer-parts.tsx'
import { detailActionsFor, offerSrcSet } from './offer-view.ts'

/** The image spans the content column: the page's width on phones, at most 40rem from 768 px. */
const DETAIL_IMAGE_SIZES = '(min-width: 768px) 40rem, calc(100vw - 2rem)'

export function OfferDetails({ offerId, back }: { offerId: string; back: BackLink }) {
  const query = useOffer(offerId)
  const { data: offer, error, isError } = query
  const backLink = (
    <p className="offer-details__back">
      <Link href={back.href}>{back.label}</Link>
    </p>
  )
  if (offer) return <OfferDetailsView offer={offer} backLink={backLink} />
  // 404: unknown or another collector's; 400: not even an offer id (a mistyped link).
  if (isError && error instanceof ApiError && (error.status === 404 || error.status === 400))
    return (
      <div className="offer-details">
        {backLink}
        <h1>Sorry, we can't find that offer</h1>
        <p>It may have ended, or the link may be mistyped.</p>
      </div>
    )
  return (
    <div className="offer-details">
      {backLink}
      <h1>Offer details</h1>
      <QueryStatus query={query} loading="Loading the offer" failed="We couldn't load this offer." />
    </div>
  )
}

/**
 * The details of one offer as given. A content editor's preview passes `onPreviewAction`: the page
 * looks the same, and its actions call that instead of changing anything.
 */
export function OfferDetailsView({
  offer,
  backLink,
  onPreviewAction,
}: {
  offer: Offer
  backLink: ReactNode
  onPreviewAction?: (action: OfferAction) => void
}) {
  const titleId = useId()
  const { openPopup, popup } = usePopupManager()
  const { afterLoad } = useLoadPopups(openPopup)
  const change = useChangeOfferState({
    onSuccess: ({ offer: changed, action }) => {
      if (action === 'load') afterLoad(changed)
    },
  })
  const act = (action: OfferAction) =>
    onPreviewAction ? onPreviewAction(action) : change.mutate({ offer, action })
  const locked = offer.status === 'LOCKED'
  const logo = offer.imageUrls.logoImageUrl

  const openTerms = () => {
    if (offer.sourceType === 'NECTAR_PRICE') openPopup('NECTAR_PRICES_TNC')
    else openPopup(offer.sourceType === 'COALITION' ? 'BRAND_TNC' : 'FOOD_TNC', { terms: offerTerms(offer) })
  }

  return (
    <article className={cx('offer-details', locked && 'offer-details--locked')} aria-labelledby={titleId}>
      {backLink}
      <img
        className="offer-details__image"
        src={offer.detailImageUrl}
        srcSet={offerSrcSet(offer.imgUrls.versions)}
        sizes={DETAIL_IMAGE_SIZES}
        alt=""
        width={1360}
        height={765}
      />
      <p className="offer-details__sponsor">
        {logo && <img className="offer-details__logo" src={logo} alt="" width={40} height={40} />}
        <span>{offer.sponsorDisplayName}</span>
      </p>
      <h1 id={titleId} className="offer-details__title">
        {offer.title}
      </h1>
      <p className="offer-details__description">{offer.description}</p>
      <OfferEnds offer={offer} className="offer-details__ends" />
      <OfferStateLine offer={offer} />
      {offer.base64BarCode && isSavedState(offer.state) && (
        <figure className="offer-details__barcode">
          <img
            src={`data:image/png;base64,${offer.base64BarCode}`}
            alt={`Barcode of the offer: ${offer.title}`}
          />
          <figcaption>Scan this barcode at the till, with your card.</figcaption>
        </figure>
      )}
      <OfferActionButtons
        actions={detailActionsFor(offer)}
        className="offer-details__actions"
        busy={change.isPending}
        describedBy={titleId}
        onAction={act}
      />
      <p className="offer-details__links">
        <Button
          variant="text"
          onClick={() => openPopup('SPEND_COLLECT', { offer, onLoad: () => act('load') })}
        >
          How to get this offer
        </Button>
        <Button variant="text" onClick={openTerms}>
          Terms and conditions
        </Button>
      </p>
      {popup}
    </article>
  )
}
