/**
 * Marketing events (routes specification §9; registration specification §9): registration-complete
 * and view-content (a loaded offer) fire 1 s after load, and only with marketing consent (cookie
 * group 4). Without it nothing fires and no marketing script loads. Events go to the queue the
 * marketing script reads (`window.marketingEvents`); the script is added once, with the first
 * event, only when the app config names one.
 */
import { MARKETING_EVENTS_DELAY_MS } from '../../shared/constants/timings.ts'
import { hasConsent } from './consent.ts'

export type MarketingEvent =
  | { name: 'registration-complete' }
  | { name: 'view-content'; offerId: string; offerType?: string }

declare global {
  interface Window {
    marketingEvents?: Array<MarketingEvent & { at: number }>
  }
}

let scriptUrl: string | undefined
let scriptAdded = false

/** The marketing script's address, when this installation has one. */
export function configureMarketing(options: { scriptUrl?: string }) {
  scriptUrl = options.scriptUrl
}

function addScript() {
  if (scriptAdded || !scriptUrl) return
  scriptAdded = true
  const script = document.createElement('script')
  script.src = scriptUrl
  script.async = true
  document.head.append(script)
}

/**
 * Queues the event 1 s from now, if the collector consents to marketing then and now. Answers
 * whether it was scheduled, and a cancel for a screen that goes away first.
 */
export function trackMarketingEvent(
  event: MarketingEvent,
  timers: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout } = globalThis,
): { scheduled: boolean; cancel: () => void } {
  if (!hasConsent('marketing')) return { scheduled: false, cancel: () => {} }
  const handle = timers.setTimeout(() => {
    // Consent may have been withdrawn in the meantime.
    if (!hasConsent('marketing')) return
    addScript()
    window.marketingEvents ??= []
    window.marketingEvents.push({ ...event, at: Date.now() })
  }, MARKETING_EVENTS_DELAY_MS)
  return { scheduled: true, cancel: () => timers.clearTimeout(handle) }
}
