/**
 * The signed-out self-service screens in one chunk (see screens.ts): the password reset's request,
 * its "check your email" page, the e-mailed link's page and the security code's e-mailed link. None is on the welcome page.
 */
import type { ChunkScreens } from '../../chunk-screens.ts'
import ConfirmResetPassword from './confirm-reset-password.tsx'
import ForgottenPassword from './forgotten-password.tsx'
import PendingResetPassword from './pending-reset-password.tsx'
import TwoFactorAuthentication from './two-factor-authentication.tsx'

export const screens = {
  'forgotten-password': ForgottenPassword,
  'pending-reset-password': PendingResetPassword,
  'confirm-reset-password': ConfirmResetPassword,
  'two-factor-authentication': TwoFactorAuthentication,
} satisfies ChunkScreens
