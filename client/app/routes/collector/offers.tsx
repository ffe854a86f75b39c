/**
 * Every offers screen in one chunk: they share the offers list, its cache and the offers popups,
 * and one import() in screens.ts keeps the welcome page's script within its size budget. Each
 * screen is a page visit of its own for the offer-seen record (an offer is recorded once per visit).
 */
import type { ComponentType } from 'react'
import { OfferSeenVisit } from '../../../features/offers/hooks/use-offer-seen.tsx'
import type { ScreenProps } from '../../screen-props.ts'
import BrandOffersRoute from './brand-offers.tsx'
import MyOffersRoute from './my-offers.tsx'
import OfferDetailsRoute from './offer-details.tsx'
import OffersByTypeRoute from './offers-by-type.tsx'
import PartnersRoute from './partners.tsx'
import SavedOffersRoute from './saved-offers.tsx'
import SupermarketOffersRoute from './supermarket-offers.tsx'

const OFFERS_SCREENS: Record<string, ComponentType<ScreenProps>> = {
  'my-offers': MyOffersRoute,
  'supermarket-offers': SupermarketOffersRoute,
  partners: PartnersRoute,
  'offers-saved': SavedOffersRoute,
  offers: OffersByTypeRoute,
  'brand-offers': BrandOffersRoute,
  'offer-details': OfferDetailsRoute,
}

export default function OffersRoute(props: ScreenProps) {
  const Screen = OFFERS_SCREENS[props.entry.screen] ?? MyOffersRoute
  return (
    <OfferSeenVisit key={props.entry.screen}>
      <Screen {...props} />
    </OfferSeenVisit>
  )
}
