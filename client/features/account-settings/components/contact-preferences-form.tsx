/**
 * /account/comms (routes specification §2.3, §3 Contact preferences): how the scheme may contact
 * the collector, by e-mail, text message, phone and post, each on or off.
 */
import type { ContactPreferences } from '../../../../shared/contract/account-settings.ts'
import { Checkbox } from '../../../components/ui/choice-group.tsx'
import { useContactPreferences, useSaveContactPreferences } from '../api/contact-preferences.ts'
import { PreferenceForm } from './preference-form.tsx'

const CHANNELS: ReadonlyArray<{ field: keyof ContactPreferences; label: string }> = [
  { field: 'email', label: 'Email' },
  { field: 'sms', label: 'Text message (SMS)' },
  { field: 'phone', label: 'Phone' },
  { field: 'post', label: 'Post' },
]

export function ContactPreferencesForm() {
  const query = useContactPreferences()
  const save = useSaveContactPreferences()
  return (
    <>
      <p>
        Choose how we can tell you about offers, events and news. We'll still contact you about your account
        when we need to.
      </p>
      <PreferenceForm
        query={query}
        saving={save.isPending}
        onSave={(value) => save.mutate(value)}
        legend="How can we contact you?"
      >
        {(value, change) =>
          CHANNELS.map(({ field, label }) => (
            <Checkbox
              key={field}
              label={label}
              checked={value[field]}
              onChange={(checked) => change({ ...value, [field]: checked })}
            />
          ))
        }
      </PreferenceForm>
    </>
  )
}
