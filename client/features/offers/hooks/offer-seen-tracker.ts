/**
 * Offer seen (routes specification §7, offer-seen interval 1000 ms): an offer at least half on
 * screen for the interval without a break is recorded, once per page visit; scrolling it away and
 * back does not record it again. Seen ids are sent in batches: the first one starts a short window,
 * and a batch goes when the window ends or it is full; whatever waits goes when the page is hidden
 * or the visit ends. No React here, so that it is tested with a fake observer and timers.
 */

import { OFFER_SEEN_INTERVAL_MS } from '../../../../shared/constants/timings.ts'
import { OFFER_SEEN_BATCH_MAX } from '../../../../shared/contract/events.ts'

/** How long seen ids wait for others before they are sent together. */
export const OFFER_SEEN_BATCH_WINDOW_MS = 2000
/** At least half of the card on screen. */
const VISIBLE_RATIO = 0.5

type Timers = { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout }

export type OfferSeenTrackerOptions = {
  send: (offerIds: string[]) => void
  Observer?: typeof IntersectionObserver
  timers?: Timers
}

export type OfferSeenTracker = {
  /** Watches a card; answers the function that stops watching it. */
  observe: (element: Element, offerId: string) => () => void
  /** Sends what waits now (the page is being hidden). */
  flush: () => void
  /** The visit ends: stops watching and sends what waits. */
  dispose: () => void
}

export function createOfferSeenTracker({
  send,
  Observer = IntersectionObserver,
  timers = globalThis,
}: OfferSeenTrackerOptions): OfferSeenTracker {
  const seen = new Set<string>()
  const watched = new Map<Element, { offerId: string; timer?: ReturnType<typeof setTimeout> }>()
  let batch: string[] = []
  let windowTimer: ReturnType<typeof setTimeout> | undefined

  const flush = () => {
    if (windowTimer !== undefined) timers.clearTimeout(windowTimer)
    windowTimer = undefined
    while (batch.length > 0) send(batch.splice(0, OFFER_SEEN_BATCH_MAX))
  }

  const record = (offerId: string) => {
    if (seen.has(offerId)) return
    seen.add(offerId)
    batch.push(offerId)
    if (batch.length >= OFFER_SEEN_BATCH_MAX) flush()
    else windowTimer ??= timers.setTimeout(flush, OFFER_SEEN_BATCH_WINDOW_MS)
  }

  const stopTimer = (element: Element) => {
    const watch = watched.get(element)
    if (watch?.timer !== undefined) timers.clearTimeout(watch.timer)
    if (watch) watch.timer = undefined
  }

  const observer = new Observer(
    (entries) => {
      for (const entry of entries) {
        const watch = watched.get(entry.target)
        if (!watch) continue
        if (entry.isIntersecting && entry.intersectionRatio >= VISIBLE_RATIO) {
          watch.timer ??= timers.setTimeout(() => {
            watch.timer = undefined
            record(watch.offerId)
            // Once seen, this visit has nothing more to learn from the card.
            observer.unobserve(entry.target)
          }, OFFER_SEEN_INTERVAL_MS)
        } else stopTimer(entry.target)
      }
    },
    { threshold: [0, VISIBLE_RATIO] },
  )

  return {
    observe(element, offerId) {
      if (seen.has(offerId)) return () => {}
      watched.set(element, { offerId })
      observer.observe(element)
      return () => {
        stopTimer(element)
        watched.delete(element)
        observer.unobserve(element)
      }
    },
    flush,
    dispose() {
      observer.disconnect()
      for (const element of watched.keys()) stopTimer(element)
      watched.clear()
      flush()
      batch = []
    },
  }
}
