/**
 * What the offline card's service worker keeps, as plain rules the worker and its tests share. Of
 * the /api answers only the digital card is kept: it is what a collector needs at the till with no
 * network. Session, balance, offers and config answers are never stored.
 */
import { cardApi } from '../../shared/contract/card.ts'

/** The page the installed app starts on (the manifest's start_url), served from the cache offline. */
export const START_PATH = '/homepage'

/** The one /api answer the worker keeps: the digital card barcode. */
export const DIGITAL_CARD_PATH = cardApi.digitalCard.url

/** Content-hashed build files: they never change under a name and hold nothing personal. */
const isHashedAsset = (pathname: string) => pathname.startsWith('/assets/')

export type Handling = 'start-page' | 'digital-card' | 'asset' | 'network'

/** How the worker answers a request; only same-origin GETs are ever answered from the cache. */
export function handlingOf(request: { method: string; url: string; mode: string }, origin: string): Handling {
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== origin) return 'network'
  // Every address of the start page gets the same HTML shell; its query is read by the app.
  if (url.pathname === START_PATH && request.mode === 'navigate') return 'start-page'
  if (url.pathname === DIGITAL_CARD_PATH && url.search === '') return 'digital-card'
  if (isHashedAsset(url.pathname)) return 'asset'
  return 'network'
}

/**
 * Whether an answer may be stored: a same-origin 200 that was not redirected (a signed-out visit
 * to the start page is redirected to sign-in, which is not the page asked for).
 */
export function isStorable(response: Pick<Response, 'status' | 'type' | 'redirected'>): boolean {
  return response.status === 200 && response.type === 'basic' && !response.redirected
}

/**
 * The answer says nobody is signed in here any more (the card call refused, or the start page sent
 * to sign-in): the kept card belongs to a session that has ended, so it goes.
 */
export function endsTheCard(response: Pick<Response, 'status' | 'type' | 'redirected'>): boolean {
  return (
    response.status === 401 ||
    response.status === 403 ||
    response.type === 'opaqueredirect' ||
    response.redirected
  )
}
