/**
 * The online-advertising consent (routes specification §3 Contact preferences, channel ONLINEAD):
 * on /account/online-advertising, /account/ads-preference and, signed in, /personalised-advertising.
 */
import { Checkbox } from '../../../components/ui/choice-group.tsx'
import { useAdvertisingConsent, useSaveAdvertisingConsent } from '../api/advertising-consent.ts'
import { PreferenceForm } from './preference-form.tsx'

export function AdvertisingPreference() {
  const query = useAdvertisingConsent()
  const save = useSaveAdvertisingConsent()
  return (
    <PreferenceForm
      query={query}
      saving={save.isPending}
      onSave={(value) => save.mutate(value)}
      legend="Personalised online advertising"
    >
      {(value, change) => (
        <Checkbox
          toggle
          label="Show me adverts online based on what I buy"
          checked={value.consent}
          onChange={(consent) => change({ consent })}
        />
      )}
    </PreferenceForm>
  )
}

export function AdvertisingExplained() {
  return (
    <p>
      We can use what we know about your shopping to choose the adverts you see on other websites and social
      media. Turning this off doesn't stop adverts: they just won't be based on your shopping.
    </p>
  )
}
