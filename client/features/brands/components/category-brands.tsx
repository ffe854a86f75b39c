/** The brands of the chosen category ('all': every brand), under a heading naming it. */
import { ALL_BRAND_CATEGORIES } from '../../../../shared/contract/brands.ts'
import { QueryState } from '../../../components/query/query-state.tsx'
import { useBrandCategories } from '../api/get-brand-categories.ts'
import { useCategoryBrands } from '../api/get-category-brands.ts'
import { ALL_CATEGORIES_LABEL } from './brand-category-radio-group.tsx'
import { BrandTileList } from './brand-tile-list.tsx'

export function CategoryBrands({ categoryId }: { categoryId: string }) {
  const brandsOf = useCategoryBrands(categoryId)
  const categories = useBrandCategories().data?.categories
  const name =
    categoryId === ALL_BRAND_CATEGORIES
      ? ALL_CATEGORIES_LABEL
      : (categories?.find((category) => category.key === categoryId)?.name ?? '')
  if (brandsOf.isError && (brandsOf.error as { status?: number }).status === 404)
    return <p className="brands__note">There is no such category. Choose one of the categories.</p>
  return (
    <section className="category-brands" aria-labelledby="category-brands-heading">
      <h2 id="category-brands-heading">{name || 'Brands'}</h2>
      <QueryState query={brandsOf} loading="Loading the brands" failed="We couldn't load the brands.">
        {({ brands }) => (
          <>
            <p className="brand-panel__count">{brands.length} brands</p>
            <BrandTileList key={categoryId} brands={brands} label={`Brands: ${name || 'Brands'}`} />
          </>
        )}
      </QueryState>
    </section>
  )
}
