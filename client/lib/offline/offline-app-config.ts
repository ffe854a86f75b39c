/**
 * The app config when the browser is offline and /api/app-config cannot answer: the home page the
 * offline card's service worker kept starts on the scheme's defaults, which are what the gateway
 * serves unless the environment overrides them. No /api answer but the card is ever kept, so the
 * config is not a copy of an earlier answer. Part of the shell: a few constants, where a lazily
 * loaded chunk would cost the welcome page more in shared chunks than it saves.
 */
import {
  CARD_PREFIX,
  DEFAULT_CARELINE_PHONE,
  DEFAULT_IDENTITY_START_PREFIX,
  DEFAULT_SCHEME_NAME,
} from '../../../shared/constants/scheme-defaults.ts'
import type { AppConfig } from '../app-config.ts'

export const offlineAppConfig: AppConfig = {
  schemeName: DEFAULT_SCHEME_NAME,
  identityStartPrefix: DEFAULT_IDENTITY_START_PREFIX,
  carelinePhone: DEFAULT_CARELINE_PHONE,
  cardPrefix: CARD_PREFIX,
  // The strictest environment: production's frame guard, say, stays on. (The contract's mapped
  // union of environments reads as never to TypeBox's static type, as in the app-config route.)
  appEnv: 'prod' as AppConfig['appEnv'],
}
