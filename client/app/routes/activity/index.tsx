/**
 * The activity screens in one chunk: screen name → component, one line each (activity,
 * activity-breakdown, card-spend), so further activity screens join the same map.
 */
import type { ChunkScreens } from '../../chunk-screens.ts'
import ActivityRoute from './activity.tsx'
import BreakdownRoute from './breakdown.tsx'
import SpendRoute from './spend.tsx'

export const screens = {
  activity: ActivityRoute,
  'activity-breakdown': BreakdownRoute,
  'card-spend': SpendRoute,
} satisfies ChunkScreens
