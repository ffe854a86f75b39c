/**
 * Brands as tiles (logo, name and rates), each linking to its page; long lists show a page at a
 * time with 'Show more brands', so hundreds of logos are not drawn at once.
 */
import { useState } from 'react'
import type { BrandCard } from '../../../../shared/contract/brands.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Link } from '../../../components/ui/link.tsx'

/** How many tiles a list shows before 'Show more brands'. */
const BRAND_TILES_PAGE = 48

function brandHref(brand: Pick<BrandCard, 'brandDetailsKey'>) {
  return `/brands/${encodeURIComponent(brand.brandDetailsKey)}`
}

export function BrandLogo({ brand, size = 56 }: { brand: BrandCard; size?: number }) {
  const logo = brand.imageUrls.logoImageUrl
  return logo ? (
    <img className="brand-logo" src={logo} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className="brand-logo" aria-hidden="true" style={{ width: size, height: size }} />
  )
}

export function BrandTile({ brand }: { brand: BrandCard }) {
  return (
    <Link className="brand-tile" href={brandHref(brand)}>
      <BrandLogo brand={brand} />
      <span className="brand-tile__text">
        <span className="brand-tile__name">{brand.name}</span>
        {brand.collectRate ? <span className="brand-tile__rate">Collect {brand.collectRate}</span> : null}
        {brand.redeemRate ? <span className="brand-tile__rate">Spend {brand.redeemRate}</span> : null}
      </span>
    </Link>
  )
}

export function BrandTileList({ brands, label }: { brands: readonly BrandCard[]; label: string }) {
  const [shown, setShown] = useState(BRAND_TILES_PAGE)
  return (
    <>
      <ul className="brand-tiles" aria-label={label}>
        {brands.slice(0, shown).map((brand) => (
          <li key={brand.brandDetailsKey}>
            <BrandTile brand={brand} />
          </li>
        ))}
      </ul>
      {brands.length > shown ? (
        <Button
          variant="secondary"
          className="brand-tiles__more"
          onClick={() => setShown(shown + BRAND_TILES_PAGE)}
        >
          Show more brands
        </Button>
      ) : null}
    </>
  )
}
