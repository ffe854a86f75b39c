/** The shape of one route-table entry, shared by the gateway and the client router. */
import type { SwitchName } from '../switches.ts'

/**
 * public: anyone; login: a session is required (otherwise the login flow, remembering the
 * page); switch: anyone, only while `switch` is on.
 */
type RouteAccess = 'public' | 'login' | 'switch'

/**
 * `path` uses `:param` segments and may end with `/*`. `switch`, when present, gates the
 * route whatever its access: a login route with a switch needs both (`requirementsOf`).
 */
export type RouteEntry<Screen extends string = string> = {
  path: string
  access: RouteAccess
  switch?: SwitchName
  /**
   * The client's screen for this route; several paths may share one screen. Its literal type
   * makes the table's screen names a union (ScreenName), which the client's registry must cover.
   */
  screen: Screen
  /** A human title (the document title's first part). */
  title: string
}

/** What a request must satisfy to see the route. */
export function requirementsOf(entry: RouteEntry): { login: boolean; switch?: SwitchName } {
  return entry.switch
    ? { login: entry.access === 'login', switch: entry.switch }
    : { login: entry.access === 'login' }
}

type Extra = { switch?: SwitchName }

export const publicRoute = <Screen extends string>(
  path: string,
  screen: Screen,
  title: string,
): RouteEntry<Screen> => ({
  path,
  access: 'public',
  screen,
  title,
})

export const loginRoute = <Screen extends string>(
  path: string,
  screen: Screen,
  title: string,
  extra: Extra = {},
): RouteEntry<Screen> => ({
  path,
  access: 'login',
  ...extra,
  screen,
  title,
})

export const switchRoute = <Screen extends string>(
  path: string,
  sw: SwitchName,
  screen: Screen,
  title: string,
): RouteEntry<Screen> => ({
  path,
  access: 'switch',
  switch: sw,
  screen,
  title,
})
