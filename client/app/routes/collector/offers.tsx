/**
 * The three offers screens in one chunk: they share the offers list and its cache, and one
 * import() in screens.ts keeps the welcome page's script within its size budget.
 */
import type { ScreenProps } from '../../screen-props.ts'
import MyOffersRoute from './my-offers.tsx'
import PartnersRoute from './partners.tsx'
import SupermarketOffersRoute from './supermarket-offers.tsx'

const OFFERS_SCREENS = {
  'my-offers': MyOffersRoute,
  'supermarket-offers': SupermarketOffersRoute,
  partners: PartnersRoute,
}

export default function OffersRoute({ entry }: ScreenProps) {
  const Screen = OFFERS_SCREENS[entry.screen as keyof typeof OFFERS_SCREENS] ?? MyOffersRoute
  return <Screen />
}
