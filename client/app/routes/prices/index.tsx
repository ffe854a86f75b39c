/**
 * The prices screens in one chunk: /how-to-get-nectar-prices, the explanation, the terms and the
 * listing below them (routes specification §2.1 gives the listing no route of its own).
 */
import type { ScreenProps } from '../../screen-props.ts'
import HowToGetPricesRoute from './how-to-get-prices.tsx'

export default function PricesScreens(_props: ScreenProps) {
  return <HowToGetPricesRoute />
}
