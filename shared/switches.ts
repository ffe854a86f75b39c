/**
 * Feature switch names, in the `isXxxEnabled` style, with the name each has in the
 * specifications. Values per environment live in config/switches.ts; the gateway evaluates
 * them and exposes them read-only to the client.
 */

export const APP_ENVS = ['local', 'preprod', 'prod'] as const
export type AppEnv = (typeof APP_ENVS)[number]
/** The specification's environment index: local 0, preprod 1, prod 2. */
export const APP_ENV_INDEX: Readonly<Record<AppEnv, 0 | 1 | 2>> = { local: 0, preprod: 1, prod: 2 }

/** Switch name → its name in the specifications (routes §6 unless noted). */
export const SWITCH_SPEC_NAMES = {
  isChatBotEnabled: 'chat bot',
  isHotelsLogoutEnabled: 'hotels logout',
  isSimilarBrandsEnabled: 'similar brands',
  isDigitalWeekEnabled: 'digital week',
  isDeviceIdEnabled: 'device id',
  isCampaignPageEnabled: 'campaign page',
  isDigitalReceiptsEnabled: 'digital receipts',
  isMaintenanceEnabled: 'maintenance',
  isPicksEnabled: 'picks',
  isCmsEnabled: 'CMS',
  isQueenPassingEnabled: 'queen passing',
  isKeyTagStockEnabled: 'key tag stock',
  /** Routes §6 "skip card" is the registration specification's "skip collector id". */
  isSkipCollectorIdEnabled: 'skip card (skip collector id)',
  isWaysToSpendEnabled: 'ways to spend',
  /** Routes §6 "new feedback" is the "feedback-section switch" choosing the /feedback version. */
  isNewFeedbackEnabled: 'new feedback (feedback section)',
  /** Routes §6 "logout redirect" is the registration specification's "redirect to identity after logout". */
  isRedirectToIdentityAfterLogoutEnabled: 'logout redirect (redirect to identity after logout)',
  isDeleteAccountEnabled: 'delete account',
  isBusinessEnabled: 'business',
  isSniperLinkEnabled: 'sniper link',
} as const

export type SwitchName = keyof typeof SWITCH_SPEC_NAMES
export const SWITCH_NAMES = Object.keys(SWITCH_SPEC_NAMES) as SwitchName[]
export type SwitchValues = Readonly<Record<SwitchName, boolean>>

export const isSwitchName = (name: string): name is SwitchName => Object.hasOwn(SWITCH_SPEC_NAMES, name)

/** The URL parameter that forces switches on (comma-separated names). */
export const FORCE_SWITCHES_PARAM = 'switches'
/** The URL parameter carrying the tester token that forcing needs in preprod and prod. */
export const TESTER_TOKEN_PARAM = 'switchesToken'

/**
 * Names from a comma-separated force parameter: known names only, each once, in order.
 * Whether a switch may be forced at all is config's decision (`forceable`).
 */
export function parseForcedSwitches(param: string | null | undefined): SwitchName[] {
  if (!param) return []
  const names = param
    .split(',')
    .map((name) => name.trim())
    .filter(isSwitchName)
  return [...new Set(names)]
}

/** The URL parameter that sets faux switches: comma-separated flags with no server meaning, remembered. */
export const FAUX_SWITCHES_PARAM = 'fauxSwitches'
/** A faux switch name: a letter, then letters, digits, `-` or `_`; at most 40 characters. */
const FAUX_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/u
const MAX_FAUX_SWITCHES = 20

/** Faux switch names from the parameter: well-formed ones only, each once, at most MAX_FAUX_SWITCHES. */
export function parseFauxSwitches(param: string | null | undefined): string[] {
  if (!param) return []
  const names = param
    .split(',')
    .map((name) => name.trim())
    .filter((name) => FAUX_NAME.test(name))
  return [...new Set(names)].slice(0, MAX_FAUX_SWITCHES)
}
