/** The balance and the points earned and spent since the activity start date. */
import { QueryState } from '../../../components/query/query-state.tsx'
import { useActivitySummary } from '../api/get-activity-summary.ts'
import { formatNumber } from './formats.ts'

export function ActivitySummary() {
  return (
    <QueryState
      query={useActivitySummary()}
      loading="Loading your points"
      failed="We couldn't load your points totals."
      failureHidesData
    >
      {(data) => (
        <dl className="activity-summary" aria-label="Your points">
          <div>
            <dt>Balance</dt>
            <dd>{formatNumber(data.balance)} points</dd>
          </div>
          <div>
            <dt>Earned since 1 January 2025</dt>
            <dd>{formatNumber(data.earned)} points</dd>
          </div>
          <div>
            <dt>Spent since 1 January 2025</dt>
            <dd>{formatNumber(data.spent)} points</dd>
          </div>
        </dl>
      )}
    </QueryState>
  )
}
