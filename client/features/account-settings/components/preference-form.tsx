/**
 * A preferences form over a saved value: the choices start from what the upstream keeps, change
 * on screen only, and are saved with the button (the saved value then survives a reload). While
 * the value loads it says so; when it cannot load, it says so with a retry.
 */
import { type ReactNode, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'

type Loaded<T> = { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown }

export function PreferenceForm<T>({
  query,
  saving,
  onSave,
  legend,
  submitLabel = 'Save preferences',
  children,
}: {
  query: Loaded<T>
  saving: boolean
  onSave: (value: T) => void
  legend: ReactNode
  submitLabel?: string
  children: (value: T, change: (next: T) => void) => ReactNode
}) {
  const [draft, setDraft] = useState<T>()
  if (query.isPending)
    return (
      <p className="loading" role="status" aria-busy="true">
        Loading your preferences
      </p>
    )
  if (query.isError || query.data === undefined)
    return (
      <Notice kind="error">
        We couldn't load your preferences.{' '}
        <Button variant="text" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Notice>
    )
  const value = draft ?? query.data
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
}
