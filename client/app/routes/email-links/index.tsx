/**
 * The pages of e-mailed links in one chunk (unsubscribe, confirm-email-address,
 * confirm-update-email, confirm-sign-up): one import() in screens.ts keeps the welcome page's script within its size
 * budget, as each entry there adds to it.
 */
import type { ChunkScreens } from '../../chunk-screens.ts'
import ConfirmEmailAddressRoute from './confirm-email-address.tsx'
import ConfirmSignUpRoute from './confirm-sign-up.tsx'
import ConfirmUpdateEmailRoute from './confirm-update-email.tsx'
import UnsubscribeRoute from './unsubscribe.tsx'

export const screens = {
  unsubscribe: UnsubscribeRoute,
  'confirm-email-address': ConfirmEmailAddressRoute,
  'confirm-update-email': ConfirmUpdateEmailRoute,
  'confirm-sign-up': ConfirmSignUpRoute,
} satisfies ChunkScreens
