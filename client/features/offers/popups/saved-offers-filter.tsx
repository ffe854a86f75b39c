/**
 * SAVED_OFFERS_FILTER, the saved-offers filter popup (routes specification §2.5, §4): sort and
 * filter radios with how many saved offers each filter keeps, 'Reset' only while the choice is not
 * the default (recently saved, all offers), and 'Show offers', which applies it and closes.
 */
import { useState } from 'react'
import { SAVED_OFFERS_FILTERS, SAVED_OFFERS_SORTS } from '../../../../shared/constants/states.ts'
import { registerPopup } from '../../../components/popups/popup-registry.ts'
import { Button } from '../../../components/ui/button.tsx'
import { RadioGroup } from '../../../components/ui/choice-group.tsx'
import { useOfferFilters } from '../api/get-offer-filters.ts'
import {
  DEFAULT_SAVED_OFFERS_CHOICE,
  isDefaultChoice,
  SAVED_OFFERS_FILTER_LABELS,
  SAVED_OFFERS_SORT_LABELS,
  type SavedOffersChoice,
  type SavedOffersFilter,
  type SavedOffersSort,
} from '../saved-offers-choice.ts'

type Props = { choice: SavedOffersChoice; onApply: (choice: SavedOffersChoice) => void }

declare module '../../../components/popups/popup-registry.ts' {
  interface PopupTypes {
    SAVED_OFFERS_FILTER: Props
  }
}

function SavedOffersFilterForm({ choice, onApply, close }: Props & { close: () => void }) {
  const [sort, setSort] = useState<SavedOffersSort>(choice.sort)
  const [filter, setFilter] = useState<SavedOffersFilter>(choice.filter)
  const counts = useOfferFilters('saved').data?.filters
  const countOf = (key: string) => counts?.find((candidate) => candidate.key === key)?.count
  const apply = (next: SavedOffersChoice) => {
    onApply(next)
    close()
  }
  return (
    <form
      className="saved-offers-filter"
      onSubmit={(event) => {
        event.preventDefault()
        apply({ filter, sort })
      }}
    >
      <RadioGroup
        legend="Sort by"
        name="saved-offers-sort"
        options={SAVED_OFFERS_SORTS.map((value) => ({ value, label: SAVED_OFFERS_SORT_LABELS[value] }))}
        value={sort}
        onChange={(value) => setSort(value as SavedOffersSort)}
      />
      <RadioGroup
        legend="Show"
        name="saved-offers-filter"
        options={SAVED_OFFERS_FILTERS.map((value) => {
          const count = countOf(value)
          return {
            value,
            label: SAVED_OFFERS_FILTER_LABELS[value],
            ...(count === undefined ? {} : { hint: `${count} saved` }),
          }
        })}
        value={filter}
        onChange={(value) => setFilter(value as SavedOffersFilter)}
      />
      <div className="saved-offers-filter__actions">
        {!isDefaultChoice({ filter, sort }) && (
          <Button variant="secondary" onClick={() => apply(DEFAULT_SAVED_OFFERS_CHOICE)}>
            Reset
          </Button>
        )}
        <Button type="submit">Show offers</Button>
      </div>
    </form>
  )
}

registerPopup('SAVED_OFFERS_FILTER', {
  title: 'Filter and sort',
  variant: 'modal',
  height: 'window',
  Content: SavedOffersFilterForm,
})
