/**
 * Feature switch values per environment [local, preprod, prod], as routes specification §6
 * gives them. Evaluated on the gateway only; the client reads the result.
 * @see ../shared/switches.ts for the names and their specification names
 */
import {
  APP_ENV_INDEX,
  type AppEnv,
  parseForcedSwitches,
  SWITCH_NAMES,
  type SwitchName,
  type SwitchValues,
} from '../shared/switches.ts'

export type SwitchDefinition = {
  /** On or off in [local, preprod, prod]. */
  readonly values: readonly [boolean, boolean, boolean]
  /**
   * May a URL parameter force it on in production? Outside production any switch may be forced;
   * in production only switches that change what a page shows, never what a user may do or
   * which endpoints exist (CFG-1).
   */
  readonly forceable: boolean
  /**
   * Never forced by URL, in any environment: the remote config turns it on. The maintenance page
   * replaces every page, so a link carrying it would take the app away from whoever follows it.
   */
  readonly neverForced?: boolean
}

const on = [true, true, true] as const
const off = [false, false, false] as const
/**
 * §6: "on in two environments and off in the third (which one is not shown)". Off in prod is
 * the safe reading: a feature is tried out in local and preprod before it reaches members.
 */
const notInProd = [true, true, false] as const

const define = (values: SwitchDefinition['values'], forceable = false): SwitchDefinition => ({
  values,
  forceable,
})
const remoteOnly = (values: SwitchDefinition['values']): SwitchDefinition => ({
  values,
  forceable: false,
  neverForced: true,
})

export const SWITCHES: Readonly<Record<SwitchName, SwitchDefinition>> = {
  isChatBotEnabled: define(off),

  isHotelsLogoutEnabled: define(notInProd),
  isSimilarBrandsEnabled: define(notInProd, true),
  isDigitalWeekEnabled: define(notInProd, true),
  isDeviceIdEnabled: define(notInProd),
  isCampaignPageEnabled: define(notInProd, true),
  isDigitalReceiptsEnabled: define(notInProd),

  isMaintenanceEnabled: remoteOnly(off),
  isPicksEnabled: define(off),
  isCmsEnabled: define(off),
  isQueenPassingEnabled: define(off, true),
  isKeyTagStockEnabled: define(off),

  isSkipCollectorIdEnabled: define(on),
  isWaysToSpendEnabled: define(on, true),
  isNewFeedbackEnabled: define(on),
  isRedirectToIdentityAfterLogoutEnabled: define(on),
  isDeleteAccountEnabled: define(on),
  isBusinessEnabled: define(on),
  isSniperLinkEnabled: define(on, true),
}

export type EvaluateOptions = {
  /** Forced names (comma-separated), as honouredForcedSwitches allows them in `appEnv`. */
  force?: string | null
  /** Values read from remote config; a value can only switch a switch on, and only `true` counts. */
  remote?: Readonly<Partial<Record<string, unknown>>>
}

/** Every switch's value in `appEnv`. Pure: same input, same output. */
export function evaluateSwitches(
  appEnv: AppEnv,
  options: EvaluateOptions = {},
  switches: Readonly<Record<SwitchName, SwitchDefinition>> = SWITCHES,
): SwitchValues {
  const index = APP_ENV_INDEX[appEnv]
  if (index === undefined) throw new Error(`unknown APP_ENV ${JSON.stringify(appEnv)}`)
  const forced = new Set(honouredForcedSwitches(appEnv, parseForcedSwitches(options.force), switches))
  const remoteOn = (name: SwitchName) => options.remote?.[name] === true
  return Object.fromEntries(
    SWITCH_NAMES.map((name) => [name, switches[name].values[index] || forced.has(name) || remoteOn(name)]),
  ) as Record<SwitchName, boolean>
}

/**
 * The forced names `appEnv` obeys: outside prod all but the never-forced ones, in prod only the
 * forceable ones. Who may force at all (a tester token in preprod and prod) is the gateway's call.
 */
export function honouredForcedSwitches(
  appEnv: AppEnv,
  names: readonly SwitchName[],
  switches: Readonly<Record<SwitchName, SwitchDefinition>> = SWITCHES,
): SwitchName[] {
  const forceable = (name: SwitchName) =>
    !switches[name].neverForced && (appEnv !== 'prod' || switches[name].forceable)
  return names.filter(forceable)
}
