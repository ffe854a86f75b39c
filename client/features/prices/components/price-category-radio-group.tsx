/**
 * The prices category radio group (routes specification §2.5): all categories plus those derived
 * from the price data, the selected one checked. Shown beside the listing on wide screens (sticky)
 * and inside the PRICES_CATEGORY popup on narrow ones.
 */
import { RadioGroup } from '../../../components/ui/choice-group.tsx'
import { usePriceCategories } from '../api/get-price-categories.ts'
import { ALL_CATEGORIES, ALL_CATEGORIES_LABEL } from '../prices-choice.ts'

export type PriceCategoryRadioGroupProps = {
  /** Radio names must differ between the group beside the list and the one in the popup. */
  name: string
  value: string
  onChange: (category: string) => void
}

export function PriceCategoryRadioGroup({ name, value, onChange }: PriceCategoryRadioGroupProps) {
  const { data, isError } = usePriceCategories()
  if (isError)
    return <p className="prices__note">We couldn't load the categories. All categories are shown.</p>
  const options = [
    { value: ALL_CATEGORIES, label: ALL_CATEGORIES_LABEL },
    ...(data?.categories ?? []).map((category) => ({ value: category.key, label: category.name })),
  ]
  return <RadioGroup legend="Categories" name={name} options={options} value={value} onChange={onChange} />
}
