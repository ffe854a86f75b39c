/** Partner brands of the registration gateway (§9 keys), from the anonymous brands lookup. */
import { useEffect, useState } from 'react'
import { REGISTRATION_GATEWAY_BRANDS } from '../../../../shared/constants/catalogue.ts'
import { type Brand, getBrands } from '../api/content.ts'

const KEYS: readonly string[] = REGISTRATION_GATEWAY_BRANDS

export function BrandLogos() {
  const [brands, setBrands] = useState<Brand[]>([])
  useEffect(() => {
    const controller = new AbortController()
    getBrands(KEYS, controller.signal)
      .then(({ brands: all }) =>
        setBrands(
          all
            .filter((brand) => KEYS.includes(brand.brandDetailsKey))
            .sort((a, b) => KEYS.indexOf(a.brandDetailsKey) - KEYS.indexOf(b.brandDetailsKey)),
        ),
      )
      .catch(() => {})
    return () => controller.abort()
  }, [])
  if (brands.length === 0) return null
  return (
    <section className="brand-logos" aria-labelledby="brand-logos-title">
      <h2 id="brand-logos-title">Collect points with</h2>
      <ul className="brand-logos__list">
        {brands.map((brand) => (
          <li key={brand.brandDetailsKey}>
            {brand.imageUrls?.logoImageUrl ? (
              <img src={brand.imageUrls.logoImageUrl} alt={brand.name} width={64} height={64} />
            ) : (
              <span>{brand.name}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
