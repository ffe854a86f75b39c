/**
 * The pages of e-mailed links in one chunk (unsubscribe, confirm-email-address,
 * confirm-update-email, confirm-sign-up): one import() in screens.ts keeps the welcome page's script within its size
 * budget, as each entry there adds to it.
 */
import type { ScreenProps } from '../../screen-props.ts'
import ConfirmEmailAddressRoute from './confirm-email-address.tsx'
import ConfirmSignUpRoute from './confirm-sign-up.tsx'
import ConfirmUpdateEmailRoute from './confirm-update-email.tsx'
import UnsubscribeRoute from './unsubscribe.tsx'

const EMAIL_LINK_SCREENS = {
  unsubscribe: UnsubscribeRoute,
  'confirm-email-address': ConfirmEmailAddressRoute,
  'confirm-update-email': ConfirmUpdateEmailRoute,
  'confirm-sign-up': ConfirmSignUpRoute,
}

export default function EmailLinkScreens({ entry }: ScreenProps) {
  const Screen = EMAIL_LINK_SCREENS[entry.screen as keyof typeof EMAIL_LINK_SCREENS] ?? UnsubscribeRoute
  return <Screen />
}
