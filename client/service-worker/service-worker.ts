/**
 * The offline card's service worker, served at /service-worker.js (scope /): it keeps the home
 * page's shell and the digital card, so that a signed-in collector who has opened the home page
 * once can show the barcode at the till with no network. The card and the start page are asked of
 * the network first (fresh while online) and come from the cache only when the network fails;
 * content-hashed assets come from the cache first. Every other request goes to the network untouched.
 * Built on its own by build.ts: the shell's file list and the cache's name are build-time defines.
 * @see https://developer.mozilla.org/en-US/docs/Web/API/Service_Worker_API/Using_Service_Workers
 */
import { DIGITAL_CARD_PATH, endsTheCard, handlingOf, isStorable, START_PATH } from './offline-policy.ts'

declare const __OFFLINE_SHELL_FILES__: readonly string[]
declare const __OFFLINE_CACHE_NAME__: string

// The DOM library types this file; the service worker scope's few members it uses are named here.
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void }
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void }
type ServiceWorkerScope = {
  location: Location
  clients: { claim(): Promise<void> }
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
}

const worker = self as unknown as ServiceWorkerScope
const CACHE = __OFFLINE_CACHE_NAME__
const CACHE_FAMILY = CACHE.replace(/-[^-]+$/, '-')

worker.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => worker.skipWaiting()))
})

worker.addEventListener('activate', (event) => {
  event.waitUntil(dropOlderCaches().then(() => worker.clients.claim()))
})

worker.addEventListener('fetch', (event) => {
  const { request } = event
  switch (handlingOf(request, worker.location.origin)) {
    case 'start-page':
      return event.respondWith(networkFirst(request, START_PATH))
    case 'digital-card':
      return event.respondWith(networkFirst(request, DIGITAL_CARD_PATH))
    case 'asset':
      return event.respondWith(cacheFirst(request))
    case 'network':
      return undefined
  }
})

/**
 * The shell's files, then the start page and the card as the signed-in collector who registered
 * the worker gets them: the page asked for its card before the worker was there to keep it.
 */
async function precache() {
  const cache = await caches.open(CACHE)
  await cache.addAll(__OFFLINE_SHELL_FILES__)
  await Promise.all(
    [START_PATH, DIGITAL_CARD_PATH].map(async (path) => {
      const response = await fetch(path, { credentials: 'same-origin' })
      if (isStorable(response)) await cache.put(path, response)
    }),
  )
}

/** A new build's worker keeps only its own cache. */
async function dropOlderCaches() {
  const names = await caches.keys()
  await Promise.all(
    names
      .filter((name) => name.startsWith(CACHE_FAMILY) && name !== CACHE)
      .map((name) => caches.delete(name)),
  )
}

/** Fresh while online; the kept answer only when the network cannot be reached at all. */
async function networkFirst(request: Request, key: string): Promise<Response> {
  const cache = await caches.open(CACHE)
  let response: Response
  try {
    response = await fetch(request)
  } catch (error) {
    const kept = await cache.match(key)
    if (kept) return kept
    throw error
  }
  if (isStorable(response)) await cache.put(key, response.clone())
  else if (endsTheCard(response)) await cache.delete(DIGITAL_CARD_PATH)
  return response
}

/** Content-hashed files never change under their name: the kept copy is the right one. */
async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE)
  const kept = await cache.match(request)
  if (kept) return kept
  const response = await fetch(request)
  if (isStorable(response)) await cache.put(request, response.clone())
  return response
}
