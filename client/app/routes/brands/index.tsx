/**
 * The brands screens in one chunk (brands, brand, brand-categories, brand-category, brands-search,
 * eshops, eshops-brands): they share the brand tiles and the brands' cache.
 */
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import { wrapEach } from '../../chunk-screens.ts'
import { BrandScreen } from './brand.tsx'
import { BrandCategoriesScreen } from './brand-categories.tsx'
import { BrandsScreen } from './brands.tsx'
import { BrandsSearchScreen } from './brands-search.tsx'
import { EshopBrandsScreen, EshopsScreen } from './eshops.tsx'

// Read server data: rendered inside the app's QueryClient (lib/react-query.ts).
export const screens = wrapEach(
  {
    brands: BrandsScreen,
    brand: BrandScreen,
    'brand-categories': BrandCategoriesScreen,
    'brand-category': BrandCategoriesScreen,
    'brands-search': BrandsSearchScreen,
    eshops: EshopsScreen,
    'eshops-brands': EshopBrandsScreen,
  },
  withQueryClient,
)
