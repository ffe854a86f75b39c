/**
 * The saved offers' filter and sort (routes specification §4): filter all, own (the supermarket's:
 * PIANO and NECTAR_PRICE) or partner (COALITION); sort recently saved (the default, pinned offers
 * first) or ending soon (by end date alone). The choice lives in the page's URL (`?filter=own&sort=
 * ending-soon`, defaults left out), so a reload and the back button keep it.
 */
import { isSavedState, SAVED_OFFERS_FILTERS, SAVED_OFFERS_SORTS } from '../../../shared/constants/states.ts'
import type { Offer } from '../../../shared/contract/offers.ts'

export type SavedOffersFilter = (typeof SAVED_OFFERS_FILTERS)[number]
export type SavedOffersSort = (typeof SAVED_OFFERS_SORTS)[number]
export type SavedOffersChoice = { filter: SavedOffersFilter; sort: SavedOffersSort }

const SAVED_OFFERS_PATH = '/offers-saved'
export const DEFAULT_SAVED_OFFERS_CHOICE: SavedOffersChoice = { filter: 'all', sort: 'recently-saved' }

export const SAVED_OFFERS_FILTER_LABELS: Record<SavedOffersFilter, string> = {
  all: 'All offers',
  own: 'Own offers',
  partner: 'Partner offers',
}

export const SAVED_OFFERS_SORT_LABELS: Record<SavedOffersSort, string> = {
  'recently-saved': 'Recently saved',
  'ending-soon': 'Ending soon',
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((candidate) => candidate === value) ?? fallback

/** The choice a URL's query holds; anything unknown is the default. */
export function parseSavedOffersChoice(search: string): SavedOffersChoice {
  const query = new URLSearchParams(search)
  return {
    filter: oneOf(SAVED_OFFERS_FILTERS, query.get('filter'), DEFAULT_SAVED_OFFERS_CHOICE.filter),
    sort: oneOf(SAVED_OFFERS_SORTS, query.get('sort'), DEFAULT_SAVED_OFFERS_CHOICE.sort),
  }
}

export const isDefaultChoice = ({ filter, sort }: SavedOffersChoice) =>
  filter === DEFAULT_SAVED_OFFERS_CHOICE.filter && sort === DEFAULT_SAVED_OFFERS_CHOICE.sort

/** The page's address for a choice: the defaults are left out of the query. */
export function savedOffersHref({ filter, sort }: SavedOffersChoice): string {
  const query = new URLSearchParams()
  if (filter !== DEFAULT_SAVED_OFFERS_CHOICE.filter) query.set('filter', filter)
  if (sort !== DEFAULT_SAVED_OFFERS_CHOICE.sort) query.set('sort', sort)
  const search = query.toString()
  return search ? `${SAVED_OFFERS_PATH}?${search}` : SAVED_OFFERS_PATH
}

/** Whether a saved offer is kept by the filter. */
export function inSavedOffers(filter: SavedOffersFilter): (offer: Offer) => boolean {
  return (offer) =>
    isSavedState(offer.state) &&
    (filter === 'all' || (filter === 'partner') === (offer.sourceType === 'COALITION'))
}

const time = (iso: string | null) => (iso === null ? Number.NEGATIVE_INFINITY : Date.parse(iso))

/**
 * Recently saved: pinned first, then the latest saved. Ending soon: by end date alone, soonest
 * first, pinned or not (an offer about to end is never below a pin that ends later). The id keeps
 * the order stable.
 */
export function savedOffersOrder(sort: SavedOffersSort): (a: Offer, b: Offer) => number {
  return (a, b) =>
    (sort === 'recently-saved'
      ? Number(b.state === 'PINNED') - Number(a.state === 'PINNED') || time(b.savedAt) - time(a.savedAt)
      : time(a.endDate) - time(b.endDate)) || a.id.localeCompare(b.id)
}
