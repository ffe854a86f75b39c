/**
 * The signed-out self-service screens in one chunk (see screens.ts): the password reset's request,
 * its "check your email" page, the e-mailed link's page and the security code's e-mailed link. None is on the welcome page.
 */
import type { ComponentType } from 'react'
import type { ScreenProps } from '../../screen-props.ts'
import ConfirmResetPassword from './confirm-reset-password.tsx'
import ForgottenPassword from './forgotten-password.tsx'
import PendingResetPassword from './pending-reset-password.tsx'
import TwoFactorAuthentication from './two-factor-authentication.tsx'

const SELF_SERVICE_SCREENS: Record<string, ComponentType<ScreenProps>> = {
  'forgotten-password': ForgottenPassword,
  'pending-reset-password': PendingResetPassword,
  'confirm-reset-password': ConfirmResetPassword,
  'two-factor-authentication': TwoFactorAuthentication,
}

export default function SelfServiceScreens(props: ScreenProps) {
  const Screen = SELF_SERVICE_SCREENS[props.entry.screen] ?? ForgottenPassword
  return <Screen {...props} />
}
