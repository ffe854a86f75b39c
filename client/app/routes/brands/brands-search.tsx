/** /brands/search: search the partner brands as you type. */
import { BrandSearch } from '../../../features/brands/components/brand-search.tsx'

export function BrandsSearchScreen() {
  return (
    <div className="page brands">
      <h1>Search brands</h1>
      <BrandSearch />
    </div>
  )
}
