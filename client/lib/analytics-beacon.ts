/**
 * The shell's part of analytics: whether the collector allows analytics (cookie group 2, read from
 * the consent cookie), and the one request that sends an event to the first-party `POST /api/events`
 * (shared/contract/events.ts declares it; method and URL only here, so that the welcome page stays
 * without the declarations' schemas and the consent panel's module).
 */
import { CONSENT_COOKIE_NAME, grantsAnalytics } from '../../shared/analytics/consent-cookie.ts'

export function analyticsAllowed(): boolean {
  const pair = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${CONSENT_COOKIE_NAME}=`))
  try {
    return grantsAnalytics(decodeURIComponent(pair?.slice(CONSENT_COOKIE_NAME.length + 1) ?? ''))
  } catch {
    return false
  }
}

/** Whether the collector has answered the cookie question (any answer, even none granted). */
export const consentChosen = (): boolean =>
  document.cookie.split('; ').some((cookie) => cookie.startsWith(`${CONSENT_COOKIE_NAME}=`))

/** Sends one event when analytics is allowed; analytics never stops a page, so a failure is dropped. */
export function sendAnalytics(body: Record<string, string>): boolean {
  if (!analyticsAllowed()) return false
  void fetch('/api/events', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => {})
  return true
}

/** A page view under its analytics page name, with the path only (never the query). */
export const trackPageView = (pageName: string, path: string) =>
  sendAnalytics({ type: 'page-view', pageName, path })
