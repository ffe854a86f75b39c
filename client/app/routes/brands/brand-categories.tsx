/**
 * /brands/categories and /brands/categories/:categoryId: the category radio group beside the
 * brands of the chosen category from 768 px (sticky), in the CATEGORIES_RADIO_GROUP popup below it;
 * choosing one goes to its address, so it can be shared.
 */
import { useLocation } from 'wouter'
import { ALL_BRAND_CATEGORIES } from '../../../../shared/contract/brands.ts'
import { usePopupManager } from '../../../components/popups/popup-manager.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { BrandCategoryRadioGroup } from '../../../features/brands/components/brand-category-radio-group.tsx'
import { CategoryBrands } from '../../../features/brands/components/category-brands.tsx'
import '../../../features/brands/popups/categories-radio-group.tsx'
import type { ScreenProps } from '../../screen-props.ts'

export function BrandCategoriesScreen({ params }: ScreenProps) {
  const categoryId = params.categoryId ?? ALL_BRAND_CATEGORIES
  const [, navigate] = useLocation()
  const { openPopup, popup } = usePopupManager()
  const show = (chosen: string) => navigate(`/brands/categories/${encodeURIComponent(chosen)}`)
  return (
    <div className="page brands">
      <h1>Brands by category</h1>
      <div className="brands__listing">
        <aside className="brands__categories" aria-label="Brand categories">
          <BrandCategoryRadioGroup name="brand-category" value={categoryId} onChange={show} />
        </aside>
        <div className="brands__main">
          <p className="brands__category-bar">
            <Button
              variant="secondary"
              aria-haspopup="dialog"
              onClick={() => openPopup('CATEGORIES_RADIO_GROUP', { categoryId, onApply: show })}
            >
              Change category
            </Button>
          </p>
          <CategoryBrands categoryId={categoryId} />
        </div>
      </div>
      {popup}
    </div>
  )
}
