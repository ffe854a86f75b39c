/**
 * /account/comms, /account/online-advertising and /account/ads-preference, /account/sound-effects:
 * the collector's preferences, saved with the account.
 */
import {
  AdvertisingExplained,
  AdvertisingPreference,
} from '../../../features/account-settings/components/advertising-preference.tsx'
import { ContactPreferencesForm } from '../../../features/account-settings/components/contact-preferences-form.tsx'
import { SoundEffectsSetting } from '../../../features/account-settings/components/sound-effects-setting.tsx'
import type { ScreenProps } from '../../screen-props.ts'
import { SettingsPage } from './settings-page.tsx'

export function CommsScreen({ entry }: ScreenProps) {
  return (
    <SettingsPage title={entry.title}>
      <ContactPreferencesForm />
    </SettingsPage>
  )
}

export function AdvertisingScreen({ entry }: ScreenProps) {
  return (
    <SettingsPage title={entry.title}>
      <AdvertisingExplained />
      <AdvertisingPreference />
    </SettingsPage>
  )
}

export function SoundEffectsScreen({ entry }: ScreenProps) {
  return (
    <SettingsPage title={entry.title}>
      <SoundEffectsSetting />
    </SettingsPage>
  )
}
