/**
 * Analytics events (routes specification §2.5, §9), e.g. 'FAQ Title click': only with analytics
 * consent (cookie group 2); without it nothing is recorded or sent. Events go to the first-party
 * `POST /api/events`, which logs them, and to the queue the analytics tag reads
 * (`window.analyticsEvents`), as marketing events go to theirs. Page views: analytics-beacon.ts,
 * the shell's; this module sends its own request rather than import that one, since a module the
 * shell shared with the screens' chunks would be split into a file of its own.
 */
import { hasConsent } from './consent.ts'

type AnalyticsEvent = { name: string; label: string; at: number }

declare global {
  interface Window {
    analyticsEvents?: AnalyticsEvent[]
  }
}

/** Records the event if the collector consents to analytics; answers whether it did. */
export function trackAnalyticsEvent(name: string, label: string): boolean {
  if (!hasConsent('analytics')) return false
  window.analyticsEvents ??= []
  window.analyticsEvents.push({ name, label, at: Date.now() })
  // Analytics never stops a page: a failure is dropped.
  void fetch('/api/events', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
    credentials: 'same-origin',
    body: JSON.stringify({ type: 'analytics', name, detail: label.slice(0, 200) }),
    keepalive: true,
  }).catch(() => {})
  return true
}
