import type { RouteEntry, ScreenName } from '../../shared/routes/route-table.ts'

/** A screen the router can show: one the route table names, or the not-found page. */
export type ClientScreenName = ScreenName | 'not-found'

/** What the router hands every screen: its route-table entry and the path's parameters. */
export type ScreenProps = { entry: RouteEntry<ClientScreenName>; params: Record<string, string | undefined> }
