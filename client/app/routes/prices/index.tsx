/**
 * The prices screens in one chunk: /how-to-get-nectar-prices, the explanation, the terms and the
 * listing below them (routes specification §2.1 gives the listing no route of its own).
 */
import type { ChunkScreens } from '../../chunk-screens.ts'
import HowToGetPricesRoute from './how-to-get-prices.tsx'

export const screens = { 'how-to-get-prices': HowToGetPricesRoute } satisfies ChunkScreens
