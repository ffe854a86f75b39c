/**
 * The sign-in screens in one chunk. A journey visits most of them, and each lazily loaded chunk splits the
 * modules it shares with the welcome page into more small files the welcome page must load
 * (see screens.ts): one chunk for the area keeps the welcome page lighter.
 */
import type { ChunkScreens } from '../../chunk-screens.ts'
import EnterCardNumber from './enter-card-number.tsx'
import EnterPassword from './enter-password.tsx'
import LoginFailed from './login-failed.tsx'
import Logout from './logout.tsx'
import OauthRedirect from './oauth-redirect.tsx'
import SsoRedirection from './sso-redirection.tsx'
import TwoFactor from './two-factor.tsx'

export const screens = {
  'enter-card-number': EnterCardNumber,
  'enter-password': EnterPassword,
  'two-factor': TwoFactor,
  logout: Logout,
  'login-failed': LoginFailed,
  'sso-redirection': SsoRedirection,
  'oauth-redirect': OauthRedirect,
} satisfies ChunkScreens
