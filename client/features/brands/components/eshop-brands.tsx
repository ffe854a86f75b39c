/** The brands with an eShop (isVldx). */
import { useEshopBrands } from '../api/get-eshop-brands.ts'
import { BrandTileList } from './brand-tile-list.tsx'
import { LoadStatus } from './load-status.tsx'

export function EshopBrands() {
  const { data, isError, isFetching, refetch } = useEshopBrands()
  if (!data)
    return <LoadStatus isError={isError} retrying={isFetching} onRetry={() => refetch()} what="the eShops" />
  return (
    <>
      <p className="brand-panel__count">{data.brands.length} eShops</p>
      <BrandTileList brands={data.brands} label="eShops" />
    </>
  )
}
