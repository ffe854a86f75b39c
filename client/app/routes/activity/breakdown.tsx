/** /activity/breakdown: points earned and spent by partner and month since 1 January 2025. */
import { ActivityNav } from '../../../features/activity/components/activity-nav.tsx'
import { ActivitySummary } from '../../../features/activity/components/activity-summary.tsx'
import { BreakdownTables } from '../../../features/activity/components/breakdown-table.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function BreakdownRoute() {
  return (
    <div className="page activity">
      <h1>Points breakdown</h1>
      <ActivityNav />
      <p className="page__lead">Points you earned and spent with each partner, month by month.</p>
      <ActivitySummary />
      <BreakdownTables />
    </div>
  )
}

export default withQueryClient(BreakdownRoute)
