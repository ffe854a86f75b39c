/**
 * The terms an offer's FOOD_TNC or BRAND_TNC popup shows: the offer carries no separate terms
 * text, so they are its description and its end date, the conditions it states itself.
 */
import type { Offer } from '../../../../shared/contract/offers.ts'

const endDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

export function offerTerms(offer: Pick<Offer, 'description' | 'endDate'>): string {
  return [offer.description, `This offer ends on ${endDate.format(new Date(offer.endDate))}.`].join('\n')
}
