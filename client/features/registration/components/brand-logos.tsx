/**
 * Partner brands of the registration gateway (§9 keys), from the anonymous brands lookup. An
 * extra on the success screen: while loading, or when the lookup fails, the section is left out.
 */
import { REGISTRATION_GATEWAY_BRANDS } from '../../../../shared/constants/catalogue.ts'
import { useBrands } from '../api/get-brands.ts'

const KEYS: readonly string[] = REGISTRATION_GATEWAY_BRANDS

export function BrandLogos() {
  const { data: brands = [] } = useBrands(KEYS)
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
