/** /card/spend: the points spent since 1 January 2025, and the history a page at a time (by offset). */
import { ActivityNav } from '../../../features/activity/components/activity-nav.tsx'
import { ActivitySummary } from '../../../features/activity/components/activity-summary.tsx'
import { HistoryTable } from '../../../features/activity/components/history-table.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function SpendRoute() {
  return (
    <div className="page activity">
      <h1>Your spend</h1>
      <ActivityNav />
      <p className="page__lead">What you earned and spent, page by page.</p>
      <ActivitySummary />
      <HistoryTable />
    </div>
  )
}

export default withQueryClient(SpendRoute)
