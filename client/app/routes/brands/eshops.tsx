/** /eshops: what an eShop is, and /eshops/brands: every brand with one. */
import { Link } from '../../../components/ui/link.tsx'
import { EshopBrands } from '../../../features/brands/components/eshop-brands.tsx'

export function EshopsScreen() {
  return (
    <div className="page brands">
      <h1>eShops</h1>
      <p className="page__lead">
        Shop online with hundreds of partner brands through their eShops and collect points on what you spend.
      </p>
      <ol className="brands__steps">
        <li>Choose a brand's eShop below.</li>
        <li>Shop as usual and pay on the brand's website.</li>
        <li>Your points are added to your account within 30 days.</li>
      </ol>
      <p>
        <Link href="/eshops/brands" variant="primary">
          See all eShops
        </Link>
      </p>
      <p>
        <Link href="/about/privacy-and-legal/eshops-terms-and-conditions">eShops terms and conditions</Link>
      </p>
    </div>
  )
}

export function EshopBrandsScreen() {
  return (
    <div className="page brands">
      <h1>eShops brands</h1>
      <EshopBrands />
    </div>
  )
}
