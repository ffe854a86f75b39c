/** The brands with an eShop (isVldx). */
import { QueryState } from '../../../components/query/query-state.tsx'
import { useEshopBrands } from '../api/get-eshop-brands.ts'
import { BrandTileList } from './brand-tile-list.tsx'

export function EshopBrands() {
  return (
    <QueryState query={useEshopBrands()} loading="Loading the eShops" failed="We couldn't load the eShops.">
      {({ brands }) => (
        <>
          <p className="brand-panel__count">{brands.length} eShops</p>
          <BrandTileList brands={brands} label="eShops" />
        </>
      )}
    </QueryState>
  )
}
