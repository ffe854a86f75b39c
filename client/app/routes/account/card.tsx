/**
 * /account/replace-card, /account/replace-card/reason, /account/request-card and /card-coming: a new
 * card (or key tag while isKeyTagStockEnabled) for a lost, stolen or damaged one, and what happens next.
 */
import { CardComing } from '../../../features/account-settings/components/card-coming.tsx'
import { ReplaceCardForm } from '../../../features/account-settings/components/replace-card-form.tsx'
import { ReplaceCardIntro } from '../../../features/account-settings/components/replace-card-intro.tsx'
import { useSwitch } from '../../../lib/app-config.ts'
import type { ScreenProps } from '../../screen-props.ts'
import { SettingsPage } from './settings-page.tsx'

export function ReplaceCardScreen({ entry }: ScreenProps) {
  return (
    <SettingsPage title={entry.title}>
      <ReplaceCardIntro />
    </SettingsPage>
  )
}

export function ReplaceCardReasonScreen({ entry }: ScreenProps) {
  const keyTagsInStock = useSwitch('isKeyTagStockEnabled')
  return (
    <SettingsPage title={entry.title}>
      <ReplaceCardForm keyTagsInStock={keyTagsInStock} />
    </SettingsPage>
  )
}

export function CardComingScreen({ entry }: ScreenProps) {
  return (
    <SettingsPage title={entry.title} back={false}>
      <CardComing />
    </SettingsPage>
  )
}
