/**
 * Every offers screen in one chunk: they share the offers list, its cache and the offers popups,
 * and one import() in screens.ts keeps the welcome page's script within its size budget. Each
 * screen is a page visit of its own for the offer-seen record (an offer is recorded once per visit).
 */
import { OfferSeenVisit } from '../../../features/offers/hooks/use-offer-seen.tsx'
import { wrapEach } from '../../chunk-screens.ts'
import type { ScreenProps } from '../../screen-props.ts'
import BrandOffersRoute from './brand-offers.tsx'
import MyOffersRoute from './my-offers.tsx'
import OfferDetailsRoute from './offer-details.tsx'
import OffersByTypeRoute from './offers-by-type.tsx'
import PartnersRoute from './partners.tsx'
import SavedOffersRoute from './saved-offers.tsx'
import SupermarketOffersRoute from './supermarket-offers.tsx'

export const screens = wrapEach(
  {
    'my-offers': MyOffersRoute,
    'supermarket-offers': SupermarketOffersRoute,
    partners: PartnersRoute,
    'offers-saved': SavedOffersRoute,
    offers: OffersByTypeRoute,
    'brand-offers': BrandOffersRoute,
    'offer-details': OfferDetailsRoute,
  },
  (Screen) =>
    function OfferScreen(props: ScreenProps) {
      return (
        <OfferSeenVisit>
          <Screen {...props} />
        </OfferSeenVisit>
      )
    },
)
