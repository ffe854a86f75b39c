/**
 * /card/activity: the balance and totals, then the transactions since 1 January 2025, newest first,
 * paged as the collector scrolls or presses 'Show more'; 'Refresh' clears every list and starts
 * again from the first page (spec §4). The information button opens the activity info modal. The
 * totals and the transactions each have their own error boundary: one failing leaves the other.
 */
import { useQueryClient } from '@tanstack/react-query'
import { PanelBoundary } from '../../../components/errors/panel-boundary.tsx'
import { usePopupManager } from '../../../components/popups/popup-manager.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { activityKeys } from '../../../features/activity/api/keys.ts'
import { ActivityNav } from '../../../features/activity/components/activity-nav.tsx'
import { ActivitySummary } from '../../../features/activity/components/activity-summary.tsx'
import { TransactionsList } from '../../../features/activity/components/transactions-list.tsx'
import '../../../features/activity/popups/activity-info.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function ActivityRoute() {
  const queryClient = useQueryClient()
  const { openPopup, popup } = usePopupManager()
  return (
    <div className="page activity">
      <h1>Your activity</h1>
      <ActivityNav />
      <div className="activity__actions">
        <Button variant="text" onClick={() => openPopup('ACTIVITY_INFO')}>
          About your activity
        </Button>
        <Button
          variant="secondary"
          onClick={() => void queryClient.resetQueries({ queryKey: activityKeys.all })}
        >
          Refresh
        </Button>
      </div>
      <PanelBoundary queries={[activityKeys.summary()]}>
        <ActivitySummary />
      </PanelBoundary>
      <PanelBoundary queries={[activityKeys.transactions()]}>
        <TransactionsList />
      </PanelBoundary>
      {popup}
    </div>
  )
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(ActivityRoute)
