/**
 * The popups around loading, on the page's popup manager: after an offer is loaded, LOAD_OFFER
 * (once per page visit) or the saved-voucher popup for a voucher (utils/load-confirmation.ts);
 * before 'Load all', LOAD_ALL_OFFERS to confirm it.
 */
import '../popups/load-all-offers.tsx'
import '../popups/load-offer.tsx'
import '../popups/saved-voucher.tsx'
import { useCallback, useRef } from 'react'
import type { Offer } from '../../../../shared/contract/offers.ts'
import type { usePopupManager } from '../../../components/popups/popup-manager.tsx'
import { loadConfirmation } from '../utils/load-confirmation.ts'

type OpenPopup = ReturnType<typeof usePopupManager>['openPopup']

export function useLoadPopups(openPopup: OpenPopup) {
  // A ref, not state: the page visit is this component's life, and nothing renders from it.
  const loadOfferShown = useRef(false)

  const afterLoad = useCallback(
    (offer: Offer) => {
      const confirmation = loadConfirmation(offer, loadOfferShown.current)
      if (confirmation.popup === 'SAVED_VOUCHER')
        openPopup('SAVED_VOUCHER', { offer, variant: confirmation.variant })
      if (confirmation.popup === 'LOAD_OFFER') {
        loadOfferShown.current = true
        openPopup('LOAD_OFFER', { offer })
      }
    },
    [openPopup],
  )

  const confirmLoadAll = useCallback(
    (count: number, onConfirm: () => void) => openPopup('LOAD_ALL_OFFERS', { count, onConfirm }),
    [openPopup],
  )

  return { afterLoad, confirmLoadAll }
}
