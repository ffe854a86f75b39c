/**
 * The brands screens in one chunk (brands, brand, brand-categories, brand-category, brands-search,
 * eshops, eshops-brands): they share the brand tiles and the brands' cache.
 */
import type { ComponentType } from 'react'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import type { ScreenProps } from '../../screen-props.ts'
import { BrandScreen } from './brand.tsx'
import { BrandCategoriesScreen } from './brand-categories.tsx'
import { BrandsScreen } from './brands.tsx'
import { BrandsSearchScreen } from './brands-search.tsx'
import { EshopBrandsScreen, EshopsScreen } from './eshops.tsx'

const BRANDS_SCREENS: Record<string, ComponentType<ScreenProps>> = {
  brands: BrandsScreen,
  brand: BrandScreen,
  'brand-categories': BrandCategoriesScreen,
  'brand-category': BrandCategoriesScreen,
  'brands-search': BrandsSearchScreen,
  eshops: EshopsScreen,
  'eshops-brands': EshopBrandsScreen,
}

function BrandsScreens(props: ScreenProps) {
  const Screen = BRANDS_SCREENS[props.entry.screen] ?? BrandsScreen
  return <Screen {...props} />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(BrandsScreens)
