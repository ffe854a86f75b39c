/**
 * The activity screens in one chunk: screen name → component, one line each (activity,
 * activity-breakdown, card-spend), so further activity screens join the same map.
 */
import type { ScreenProps } from '../../screen-props.ts'
import ActivityRoute from './activity.tsx'
import BreakdownRoute from './breakdown.tsx'
import SpendRoute from './spend.tsx'

const ACTIVITY_SCREENS = {
  activity: ActivityRoute,
  'activity-breakdown': BreakdownRoute,
  'card-spend': SpendRoute,
}

export default function ActivityScreens({ entry }: ScreenProps) {
  const Screen = ACTIVITY_SCREENS[entry.screen as keyof typeof ACTIVITY_SCREENS] ?? ActivityRoute
  return <Screen />
}
