/**
 * The collector's cookie choices (routes specification §9): analytics (group 2), functional
 * (group 3) and marketing (group 4), each a switch, saved in the first-party cookie.
 */
import { type FormEvent, useState } from 'react'
import { type ConsentChoices, readConsent, saveConsent } from '../../lib/consent.ts'
import { notify } from '../../lib/notifications.ts'
import { Button } from '../ui/button.tsx'
import { Checkbox } from '../ui/choice-group.tsx'

const LABELS: Record<keyof ConsentChoices, string> = {
  analytics: 'Analytics cookies: help us understand how the site is used',
  functional: 'Functional cookies: remember your choices and improve features',
  marketing: 'Marketing cookies: show you relevant offers elsewhere',
}

export function ConsentPanel({ onSaved }: { onSaved?: () => void }) {
  const [choices, setChoices] = useState<ConsentChoices>(readConsent)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    saveConsent(choices)
    notify({ level: 'TOAST', content: 'Your cookie choices have been saved' })
    onSaved?.()
  }
  return (
    <form className="consent-panel" onSubmit={submit}>
      <p>Strictly necessary cookies keep you signed in and safe; they are always on.</p>
      <fieldset className="choices">
        <legend className="choices__legend">Choose which other cookies we may use</legend>
        {(Object.keys(LABELS) as Array<keyof ConsentChoices>).map((category) => (
          <Checkbox
            key={category}
            toggle
            label={LABELS[category]}
            checked={choices[category]}
            onChange={(checked) => setChoices((current) => ({ ...current, [category]: checked }))}
          />
        ))}
      </fieldset>
      <Button type="submit">Save choices</Button>
    </form>
  )
}
