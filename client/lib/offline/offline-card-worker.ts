/**
 * The offline card's service worker from the page's side: registered by the signed-in home page
 * (never by the welcome page), and removed with everything it kept when the collector logs out,
 * besides the gateway's Clear-Site-Data, in case the browser ignores that header.
 * @see https://developer.mozilla.org/en-US/docs/Web/API/ServiceWorkerContainer/register
 */

/** Served from the site's root by the gateway, so its scope may be the whole site. */
const OFFLINE_CARD_WORKER_URL = '/service-worker.js'

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator

/** Registers the worker; a browser without service workers, or one that refuses, just has no offline card. */
export function registerOfflineCard(): void {
  if (!supported()) return
  navigator.serviceWorker.register(OFFLINE_CARD_WORKER_URL, { scope: '/' }).catch(() => {})
}

/** Unregisters every worker of the site and deletes every cache it kept. */
export async function removeOfflineCard(): Promise<void> {
  const registrations = supported() ? await navigator.serviceWorker.getRegistrations() : []
  const cacheNames = typeof caches === 'undefined' ? [] : await caches.keys()
  await Promise.all([
    ...registrations.map((registration) => registration.unregister()),
    ...cacheNames.map((name) => caches.delete(name)),
  ])
}
