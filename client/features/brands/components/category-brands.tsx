/** The brands of the chosen category ('all': every brand), under a heading naming it. */
import { ALL_BRAND_CATEGORIES } from '../../../../shared/contract/brands.ts'
import { useBrandCategories } from '../api/get-brand-categories.ts'
import { useCategoryBrands } from '../api/get-category-brands.ts'
import { ALL_CATEGORIES_LABEL } from './brand-category-radio-group.tsx'
import { BrandTileList } from './brand-tile-list.tsx'
import { LoadStatus } from './load-status.tsx'

export function CategoryBrands({ categoryId }: { categoryId: string }) {
  const { data, isError, isFetching, refetch, error } = useCategoryBrands(categoryId)
  const categories = useBrandCategories().data?.categories
  const name =
    categoryId === ALL_BRAND_CATEGORIES
      ? ALL_CATEGORIES_LABEL
      : (categories?.find((category) => category.key === categoryId)?.name ?? '')
  if (isError && (error as { status?: number }).status === 404)
    return <p className="brands__note">There is no such category. Choose one of the categories.</p>
  return (
    <section className="category-brands" aria-labelledby="category-brands-heading">
      <h2 id="category-brands-heading">{name || 'Brands'}</h2>
      {data ? (
        <>
          <p className="brand-panel__count">{data.brands.length} brands</p>
          <BrandTileList key={categoryId} brands={data.brands} label={`Brands: ${name || 'Brands'}`} />
        </>
      ) : (
        <LoadStatus isError={isError} retrying={isFetching} onRetry={() => refetch()} />
      )}
    </section>
  )
}
