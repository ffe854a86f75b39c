/** What an offer card shows, worked out without React: its image's srcset and its actions by state (§3, §4). */
import { OFFER_IMAGE_WIDTHS, type Offer, type OfferAction } from '../../../../shared/contract/offers.ts'

/** Mobile first: one card across the page; from 768 px a grid of cards about 300 px wide. */
export const OFFER_IMAGE_SIZES = '(min-width: 768px) 300px, calc(100vw - 2rem)'

export function offerSrcSet(versions: Record<string, string>): string {
  return OFFER_IMAGE_WIDTHS.filter((width) => versions[String(width)])
    .map((width) => `${versions[String(width)]} ${width}w`)
    .join(', ')
}

/**
 * The actions an offer's state allows (§4), in the order the card shows them: a saved offer can be
 * pinned or unpinned, and unloaded (back to UNLOADED, out of the saved offers).
 */
export function actionsFor(offer: Offer): { action: OfferAction; label: string }[] {
  if (offer.status === 'LOCKED' || offer.state === 'HIDDEN') return []
  const main: { action: OfferAction; label: string }[] =
    offer.state === 'UNLOADED' || offer.state === 'NOTOPTEDIN'
      ? [{ action: 'load', label: 'Load' }]
      : [
          offer.state === 'PINNED' ? { action: 'unpin', label: 'Unpin' } : { action: 'pin', label: 'Pin' },
          { action: 'unload', label: 'Unload' },
        ]
  return [...main, { action: 'hide', label: 'Hide' }]
}

/** Whether the collector can still load (or opt in to) the offer. */
export const isLoadable = (offer: Offer): boolean =>
  offer.status !== 'LOCKED' && (offer.state === 'UNLOADED' || offer.state === 'NOTOPTEDIN')

/** What 'Load all' loads (`POST load-all`): the unlocked supermarket offers not loaded yet. */
export const isBulkLoadable = (offer: Offer): boolean =>
  offer.sourceType !== 'COALITION' && offer.status === 'ACTIVE' && offer.state === 'UNLOADED'

/** A details page's actions: the card's, and Unhide for an offer hidden from there. */
export function detailActionsFor(offer: Offer): { action: OfferAction; label: string }[] {
  if (offer.status !== 'LOCKED' && offer.state === 'HIDDEN') return [{ action: 'unhide', label: 'Unhide' }]
  return actionsFor(offer)
}
