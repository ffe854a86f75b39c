/** The balance and the points earned and spent since the activity start date. */
import { useActivitySummary } from '../api/get-activity-summary.ts'
import { formatNumber } from './formats.ts'

export function ActivitySummary() {
  const { data, isError } = useActivitySummary()
  if (isError)
    return (
      <p className="activity-summary" role="alert">
        We couldn't load your points totals.
      </p>
    )
  if (!data)
    return (
      <p className="loading" role="status">
        Loading your points
      </p>
    )
  return (
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
  )
}
