/**
 * Search as you type: the search runs once typing has paused for SEARCH_DEBOUNCE_MS (3000 ms), and
 * never for an empty or too short text; an empty result says so.
 */
import { useState } from 'react'
import { SEARCH_DEBOUNCE_MS } from '../../../../shared/constants/timings.ts'
import { isBrandSearch, normaliseBrandSearch } from '../../../../shared/contract/brands.ts'
import { QueryState } from '../../../components/query/query-state.tsx'
import { Field } from '../../../components/ui/field.tsx'
import { useBrandSearch } from '../api/search-brands.ts'
import { useDebouncedValue } from '../hooks/use-debounced-value.ts'
import { BrandTileList } from './brand-tile-list.tsx'

export function BrandSearch() {
  const [text, setText] = useState('')
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS)
  const results = useBrandSearch(settled)
  const query = normaliseBrandSearch(settled)
  const searching = isBrandSearch(query)
  return (
    <div className="brand-search">
      <search>
        <Field label="Search brands" hint="Type at least 2 letters of the brand's name">
          {(control) => (
            <input
              {...control}
              className="field__input"
              type="search"
              autoComplete="off"
              maxLength={40}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </Field>
      </search>
      <div className="brand-search__results" aria-live="polite">
        {!searching ? (
          <p className="brands__note">Start typing to find a brand.</p>
        ) : (
          <QueryState query={results} loading="Loading the results" failed="We couldn't load the results.">
            {({ brands }) =>
              brands.length === 0 ? (
                <p className="brands__empty">
                  No brands match "{query}". Check the spelling or try another name.
                </p>
              ) : (
                <>
                  <p className="brand-panel__count">
                    {brands.length} {brands.length === 1 ? 'brand matches' : 'brands match'} "{query}"
                  </p>
                  <BrandTileList key={query} brands={brands} label="Search results" />
                </>
              )
            }
          </QueryState>
        )}
      </div>
    </div>
  )
}
