/**
 * PRICES_CATEGORY, the prices category popup (routes specification §2.5): the prices category radio
 * group on narrow screens, where it does not fit beside the list; 'Show prices' applies and closes.
 */
import { useState } from 'react'
import { registerPopup } from '../../../components/popups/popup-registry.ts'
import { Button } from '../../../components/ui/button.tsx'
import { PriceCategoryRadioGroup } from '../components/price-category-radio-group.tsx'

type Props = { category: string; onApply: (category: string) => void }

declare module '../../../components/popups/popup-registry.ts' {
  interface PopupTypes {
    PRICES_CATEGORY: Props
  }
}

function PriceCategoryForm({ category, onApply, close }: Props & { close: () => void }) {
  const [chosen, setChosen] = useState(category)
  return (
    <form
      className="prices-category-form"
      onSubmit={(event) => {
        event.preventDefault()
        onApply(chosen)
        close()
      }}
    >
      <PriceCategoryRadioGroup name="prices-category-popup" value={chosen} onChange={setChosen} />
      <Button type="submit">Show prices</Button>
    </form>
  )
}

registerPopup('PRICES_CATEGORY', {
  title: 'Choose a category',
  variant: 'sliding',
  height: 'window',
  Content: PriceCategoryForm,
})
