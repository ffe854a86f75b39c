/**
 * The category radio group (routes specification §2.5): 'All categories' plus one per category, the
 * selected one checked.
 */
import { ALL_BRAND_CATEGORIES } from '../../../../shared/contract/brands.ts'
import { RadioGroup } from '../../../components/ui/choice-group.tsx'
import { useBrandCategories } from '../api/get-brand-categories.ts'

export const ALL_CATEGORIES_LABEL = 'All categories'

export type BrandCategoryRadioGroupProps = {
  name: string
  value: string
  onChange: (categoryId: string) => void
}

export function BrandCategoryRadioGroup({ name, value, onChange }: BrandCategoryRadioGroupProps) {
  const { data, isError } = useBrandCategories()
  if (isError) return <p className="brands__note">We couldn't load the categories. All brands are shown.</p>
  const options = [
    { value: ALL_BRAND_CATEGORIES, label: ALL_CATEGORIES_LABEL },
    ...(data?.categories ?? []).map((category) => ({ value: category.key, label: category.name })),
  ]
  return <RadioGroup legend="Categories" name={name} options={options} value={value} onChange={onChange} />
}
