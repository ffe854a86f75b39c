/**
 * A brand's page: logo, name, category, the collect and spend rates, the description, for an
 * eShop brand (isVldx) and a signed-in collector 'Go to {name} website' through the brand's
 * external tracking URL (api/visit-eshop.ts), its terms in the BRAND_TNC popup and, when the
 * similar-brands switch is on, brands of the same category.
 */
import '../../../components/popups/contents/terms.tsx'
import { usePopupManager } from '../../../components/popups/popup-manager.tsx'
import { QueryState } from '../../../components/query/query-state.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { useSession } from '../../../lib/use-session.ts'
import { useBrand } from '../api/get-brand.ts'
import { useVisitEshop } from '../api/visit-eshop.ts'
import { BrandLogo, BrandTile } from './brand-tile-list.tsx'

export function BrandDetailsPanel({ brandDetailsKey }: { brandDetailsKey: string }) {
  const query = useBrand(brandDetailsKey)
  if (query.isError && (query.error as { status?: number }).status === 404)
    return (
      <>
        <h1>We couldn't find that brand</h1>
        <p>
          It may have left the scheme or its address may have changed.{' '}
          <Link href="/eshops/brands">See our eShops</Link> or{' '}
          <Link href="/brands/categories/all">browse brands by category</Link>.
        </p>
      </>
    )
  return (
    <QueryState query={query} loading="Loading this brand" failed="We couldn't load this brand.">
      {(brand) => <BrandDetails brand={brand} />}
    </QueryState>
  )
}

function BrandDetails({ brand }: { brand: NonNullable<ReturnType<typeof useBrand>['data']> }) {
  const { openPopup, popup } = usePopupManager()
  const session = useSession()
  const visit = useVisitEshop()
  return (
    <article className="brand-details" aria-labelledby="brand-heading">
      <header className="brand-details__header">
        <BrandLogo brand={brand} size={96} />
        <div>
          <h1 id="brand-heading">{brand.name}</h1>
          <p className="brand-details__category">
            <Link href={`/brands/categories/${encodeURIComponent(brand.categoryKey)}`}>
              {brand.categoryName}
            </Link>
            {brand.isVldx ? <span className="brand-details__eshop"> · eShop</span> : null}
          </p>
        </div>
      </header>
      <dl className="brand-details__rates">
        {brand.collectRate ? (
          <div>
            <dt>Collect</dt>
            <dd>{brand.collectRate}</dd>
          </div>
        ) : null}
        {brand.redeemRate ? (
          <div>
            <dt>Spend</dt>
            <dd>{brand.redeemRate}</dd>
          </div>
        ) : null}
      </dl>
      <p className="brand-details__description">{brand.description}</p>
      {brand.isVldx && session?.signedIn ? (
        <Button isLoading={visit.isPending} onClick={() => visit.mutate(brand.brandDetailsKey)}>
          Go to {brand.name} website
        </Button>
      ) : null}
      <Button
        variant="text"
        aria-haspopup="dialog"
        onClick={() =>
          openPopup('BRAND_TNC', { terms: brand.terms, title: `${brand.name} terms and conditions` })
        }
      >
        Terms and conditions
      </Button>
      {brand.similarBrands && brand.similarBrands.length > 0 ? (
        <section className="brand-details__similar" aria-labelledby="similar-brands-heading">
          <h2 id="similar-brands-heading">Similar brands</h2>
          <ul className="brand-tiles">
            {brand.similarBrands.map((similar) => (
              <li key={similar.brandDetailsKey}>
                <BrandTile brand={similar} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {popup}
    </article>
  )
}
