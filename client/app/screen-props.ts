import type { RouteEntry } from '../../shared/routes/route-table.ts'

/** What the router hands every screen: its route-table entry and the path's parameters. */
export type ScreenProps = { entry: RouteEntry; params: Record<string, string | undefined> }
