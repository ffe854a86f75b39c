/**
 * /offers-saved, the collector's saved offers (LOADED, OPTEDIN, PINNED): filtered all, own or
 * partner and sorted recently saved (pinned first) or ending soon through the filter popup; the
 * choice is kept in the URL so a reload and the back button keep it (routes specification §2.5, §4).
 * An info button opens how saved offers work.
 */
import { useLocation, useSearch } from 'wouter'
import type { Offer } from '../../../../shared/contract/offers.ts'
import { usePopupManager } from '../../../components/popups/popup-manager.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { OffersList } from '../../../features/offers/components/offers-list.tsx'
import { OffersNav } from '../../../features/offers/components/offers-nav.tsx'
import '../../../features/offers/popups/saved-offers-filter.tsx'
import '../../../features/offers/popups/saved-offers-instructions.tsx'
import {
  inSavedOffers,
  parseSavedOffersChoice,
  SAVED_OFFERS_FILTER_LABELS,
  SAVED_OFFERS_SORT_LABELS,
  type SavedOffersFilter,
  savedOffersHref,
  savedOffersOrder,
} from '../../../features/offers/saved-offers-choice.ts'
import { offerDetailsPath } from '../../../features/offers/utils/offer-paths.ts'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

const EMPTY: Record<SavedOffersFilter, string> = {
  all: 'You have no saved offers yet. Load offers from New Offers and they will show here.',
  own: 'You have no saved supermarket offers.',
  partner: 'You have no saved partner offers.',
}

/** From here an offer opens as a saved offer (`/saved/offer-details/...`). */
const savedDetailsPath = (offer: Offer) => offerDetailsPath(offer, { saved: true })

function SavedOffersRoute() {
  const choice = parseSavedOffersChoice(useSearch())
  const [, navigate] = useLocation()
  const { openPopup, popup } = usePopupManager()
  return (
    <div className="page offers-page saved-offers">
      <OffersNav />
      <div className="saved-offers__header">
        <h1>Saved offers</h1>
        <Button
          variant="text"
          className="saved-offers__info"
          aria-haspopup="dialog"
          onClick={() => openPopup('SAVED_OFFERS_INSTRUCTIONS')}
        >
          <span className="saved-offers__info-icon" aria-hidden="true">
            i
          </span>
          How saved offers work
        </Button>
      </div>
      <div className="saved-offers__choice">
        <p>
          Showing {SAVED_OFFERS_FILTER_LABELS[choice.filter].toLowerCase()}, sorted by{' '}
          {SAVED_OFFERS_SORT_LABELS[choice.sort].toLowerCase()}
        </p>
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          onClick={() =>
            openPopup('SAVED_OFFERS_FILTER', { choice, onApply: (next) => navigate(savedOffersHref(next)) })
          }
        >
          Filter and sort
        </Button>
      </div>
      <OffersList
        key={choice.filter}
        select={inSavedOffers(choice.filter)}
        order={savedOffersOrder(choice.sort)}
        empty={EMPTY[choice.filter]}
        detailsHrefOf={savedDetailsPath}
      />
      {popup}
    </div>
  )
}

export default withQueryClient(SavedOffersRoute)
