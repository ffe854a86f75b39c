/** Links between the activity screens, the current one marked. */
import { PageNav } from '../../../components/ui/page-nav.tsx'

const ACTIVITY_PAGES = [
  { href: '/card/activity', label: 'Activity' },
  { href: '/activity/breakdown', label: 'Points breakdown' },
  { href: '/card/spend', label: 'Your spend' },
] as const

export function ActivityNav() {
  return <PageNav label="Activity pages" pages={ACTIVITY_PAGES} className="activity-nav" />
}
