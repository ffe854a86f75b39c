/**
 * A page's offers as a grid of cards, with the list's loading and failure states, 'Load all' where
 * the page has it, and the notice a hidden offer leaves: 'Offer hidden' with Undo, which unhides
 * it, closes the notice, shows the toast 'Undo successful' for 4000 ms and reloads the list
 * (routes specification §4). A loaded offer is confirmed by a popup, and 'Load all' asks first
 * (hooks/use-load-popups.ts).
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { NOTIFICATION_MS } from '../../../../shared/constants/timings.ts'
import type { Offer, OfferAction } from '../../../../shared/contract/offers.ts'
import { usePopupManager } from '../../../components/popups/popup-manager.tsx'
import { QueryStatus } from '../../../components/query/query-state.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { notify } from '../../../lib/notifications.ts'
import { useChangeOfferState } from '../api/change-offer-state.ts'
import { useOffers } from '../api/get-offers.ts'
import { offersKeys } from '../api/keys.ts'
import { useLoadAllOffers } from '../api/load-all-offers.ts'
import { useLoadPopups } from '../hooks/use-load-popups.ts'
import { NoOffersYet } from './no-offers-yet.tsx'
import { OfferCard } from './offer-card.tsx'
import { isBulkLoadable } from './offer-view.ts'

export type OffersListProps = {
  /** Which of the collector's offers the page shows (hidden offers never show). */
  select: (offer: Offer) => boolean
  /** The page's 'Load all', when it has one: shown while an offer it would load is listed. */
  loadAll?: boolean
  /** What the page says when it has no offers to show (a collector with none at all: NoOffersYet). */
  empty: string
  /** The order the page shows them in (default: the order the API answers, ending soonest first). */
  order?: (a: Offer, b: Offer) => number
  /** Where each card's title links (default: the offer's details page). */
  detailsHrefOf?: (offer: Offer) => string
}

export function OffersList({ select, loadAll = false, empty, order, detailsHrefOf }: OffersListProps) {
  const queryClient = useQueryClient()
  const offersQuery = useOffers()
  const { data } = offersQuery
  const [hidden, setHidden] = useState<Offer | null>(null)
  const { openPopup, popup } = usePopupManager()
  const { afterLoad, confirmLoadAll } = useLoadPopups(openPopup)
  const change = useChangeOfferState({
    onSuccess: ({ offer, action }) => {
      if (action === 'hide') setHidden(offer)
      if (action === 'load') afterLoad(offer)
    },
  })
  const undo = useChangeOfferState({
    onSuccess: () => {
      setHidden(null)
      notify({ level: 'TOAST', content: 'Undo successful', timer: NOTIFICATION_MS })
      void queryClient.invalidateQueries({ queryKey: offersKeys.list() })
    },
  })
  const loadAllOffers = useLoadAllOffers()
  // The hidden offer's card, and the Hide button with it, is gone: focus goes to Undo.
  const undoButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (hidden) undoButton.current?.focus()
  }, [hidden])

  const onAction = (offer: Offer, action: OfferAction) => {
    if (action === 'hide') setHidden(null)
    change.mutate({ offer, action })
  }

  if (!data)
    return (
      <QueryStatus query={offersQuery} loading="Loading your offers" failed="We couldn't load your offers." />
    )

  const selected = data.offers.filter((offer) => offer.state !== 'HIDDEN' && select(offer))
  const shown = order ? selected.sort(order) : selected
  // What 'Load all' counts and loads: this page's offers, not another tab's.
  const loadable = shown.filter(isBulkLoadable).map((offer) => offer.id)

  return (
    <div className="offers-list">
      <div className="offers-list__bar">
        <p className="offers-list__count">
          {shown.length} {shown.length === 1 ? 'offer' : 'offers'}
        </p>
        {loadAll && loadable.length > 0 && (
          <Button
            variant="secondary"
            isLoading={loadAllOffers.isPending}
            onClick={() => confirmLoadAll(loadable.length, () => loadAllOffers.mutate(loadable))}
          >
            Load all
          </Button>
        )}
      </div>
      <div className="offers-list__notice" aria-live="polite">
        {hidden && (
          <div className="offer-hidden">
            <p>Offer hidden</p>
            <Button
              ref={undoButton}
              variant="secondary"
              isLoading={undo.isPending}
              onClick={() => undo.mutate({ offer: { ...hidden, state: 'HIDDEN' }, action: 'unhide' })}
            >
              Undo
            </Button>
            <button
              type="button"
              className="offer-hidden__close"
              aria-label="Dismiss notice"
              onClick={() => setHidden(null)}
            >
              ×
            </button>
          </div>
        )}
      </div>
      {data.offers.length === 0 ? (
        <NoOffersYet />
      ) : shown.length === 0 ? (
        <p className="offers-list__empty">{empty}</p>
      ) : (
        <ul className="offers-list__grid">
          {shown.map((offer, index) => (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                eager={index < 3}
                onAction={onAction}
                busy={change.isPending && change.variables?.offer.id === offer.id}
                {...(detailsHrefOf ? { detailsHref: detailsHrefOf(offer) } : {})}
              />
            </li>
          ))}
        </ul>
      )}
      {popup}
    </div>
  )
}
