/** /brands: the collect and redeem panels, with ways to search and browse by category. */
import { Link } from '../../../components/ui/link.tsx'
import { BrandPanel } from '../../../features/brands/components/brand-panel.tsx'

export function BrandsScreen() {
  return (
    <div className="page brands">
      <h1>Brands</h1>
      <p className="page__lead">Collect and spend points with our partner brands, in store and online.</p>
      <p className="brands__links">
        <Link href="/brands/search" variant="secondary">
          Search brands
        </Link>
        <Link href="/brands/categories" variant="secondary">
          Browse by category
        </Link>
        <Link href="/eshops/brands" variant="secondary">
          eShops
        </Link>
      </p>
      <div className="brands__panels">
        <BrandPanel type="collect" />
        <BrandPanel type="redeem" />
      </div>
    </div>
  )
}
