/**
 * CATEGORIES_RADIO_GROUP (routes specification §2.5): the category radio group on narrow screens,
 * where it does not fit beside the brands; 'Show brands' applies the choice and closes.
 */
import { useState } from 'react'
import { registerPopup } from '../../../components/popups/popup-registry.ts'
import { Button } from '../../../components/ui/button.tsx'
import { BrandCategoryRadioGroup } from '../components/brand-category-radio-group.tsx'

type Props = { categoryId: string; onApply: (categoryId: string) => void }

declare module '../../../components/popups/popup-registry.ts' {
  interface PopupTypes {
    CATEGORIES_RADIO_GROUP: Props
  }
}

function CategoriesForm({ categoryId, onApply, close }: Props & { close: () => void }) {
  const [chosen, setChosen] = useState(categoryId)
  return (
    <form
      className="brands-category-form"
      onSubmit={(event) => {
        event.preventDefault()
        onApply(chosen)
        close()
      }}
    >
      <BrandCategoryRadioGroup name="brand-category-popup" value={chosen} onChange={setChosen} />
      <Button type="submit">Show brands</Button>
    </form>
  )
}

registerPopup('CATEGORIES_RADIO_GROUP', {
  title: 'Choose a category',
  variant: 'sliding',
  height: 'window',
  Content: CategoriesForm,
})
