/**
 * One page visit's offer-seen tracker (hooks/offer-seen-tracker.ts) for the offer cards inside it:
 * a screen wraps its offers in <OfferSeenVisit>, and a card attaches `useOfferSeen(offer.id)` as its
 * ref. Outside a visit the ref does nothing. What waits is sent when the page is hidden or the
 * visit ends.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react'
import { recordOffersSeen } from '../api/record-offers-seen.ts'
import { createOfferSeenTracker, type OfferSeenTracker } from './offer-seen-tracker.ts'

const OfferSeenContext = createContext<OfferSeenTracker | null>(null)

export function OfferSeenVisit({ children }: { children: ReactNode }) {
  const [tracker, setTracker] = useState<OfferSeenTracker | null>(null)
  useEffect(() => {
    const visit = createOfferSeenTracker({ send: (offerIds) => void recordOffersSeen(offerIds) })
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') visit.flush()
    }
    document.addEventListener('visibilitychange', onVisibilityChange)
    setTracker(visit)
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange)
      visit.dispose()
    }
  }, [])
  return <OfferSeenContext value={tracker}>{children}</OfferSeenContext>
}

/** The ref that has a card watched for the offer-seen interval (React 19 runs its cleanup). */
export function useOfferSeen(offerId: string): (element: Element | null) => (() => void) | undefined {
  const tracker = useContext(OfferSeenContext)
  return useCallback(
    (element: Element | null) => (element && tracker ? tracker.observe(element, offerId) : undefined),
    [tracker, offerId],
  )
}
