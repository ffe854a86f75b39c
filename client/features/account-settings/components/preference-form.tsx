/**
 * A preferences form over a saved value: the choices start from what the upstream keeps, change
 * on screen only, and are saved with the button (the saved value then survives a reload). While
 * the value loads it says so; when it cannot load, it says so with a retry.
 */
import { type ReactNode, useState } from 'react'
import { type QueryLike, QueryState } from '../../../components/query/query-state.tsx'
import { Button } from '../../../components/ui/button.tsx'

export function PreferenceForm<T>({
  query,
  saving,
  onSave,
  legend,
  submitLabel = 'Save preferences',
  children,
}: {
  query: QueryLike<T>
  saving: boolean
  onSave: (value: T) => void
  legend: ReactNode
  submitLabel?: string
  children: (value: T, change: (next: T) => void) => ReactNode
}) {
  const [draft, setDraft] = useState<T>()
  return (
    <QueryState query={query} loading="Loading your preferences" failed="We couldn't load your preferences.">
      {(saved) => {
        const value = draft ?? saved
        return (
          <form
            className="preference-form"
            onSubmit={(event) => {
              event.preventDefault()
              onSave(value)
              setDraft(undefined)
            }}
          >
            <fieldset className="choices">
              <legend className="choices__legend">{legend}</legend>
              {children(value, setDraft)}
            </fieldset>
            <Button type="submit" isLoading={saving}>
              {submitLabel}
            </Button>
          </form>
        )
      }}
    </QueryState>
  )
}
