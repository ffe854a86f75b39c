/**
 * The public client configuration, from the environment: what `GET /api/app-config` answers and
 * what the pages rendered to HTML start from (plugins/app/prerender/).
 */
import type { Config } from '../../config/env.ts'
import { CARD_PREFIX } from '../../shared/constants.ts'
import type { AppConfig } from '../../shared/contract/app-config.ts'

export function publicAppConfig(config: Config): AppConfig {
  return {
    schemeName: config.SCHEME_NAME,
    identityStartPrefix: config.IDENTITY_START_PREFIX,
    carelinePhone: config.CARELINE_PHONE,
    cardPrefix: CARD_PREFIX,
    appEnv: config.APP_ENV,
    ...(config.MARKETING_SCRIPT_URL ? { marketingScriptUrl: config.MARKETING_SCRIPT_URL } : {}),
  } as AppConfig
}
