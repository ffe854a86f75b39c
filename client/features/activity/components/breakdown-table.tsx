/** Points earned and spent by partner and month: one table per month, newest month first. */
import type { BreakdownRow } from '../../../../shared/contract/activity.ts'
import { QueryState } from '../../../components/query/query-state.tsx'
import { useBreakdown } from '../api/get-breakdown.ts'
import { formatMonth, formatNumber } from './formats.ts'

const byMonth = (rows: BreakdownRow[]) => {
  const months = new Map<string, BreakdownRow[]>()
  for (const row of rows) months.set(row.month, [...(months.get(row.month) ?? []), row])
  return [...months.entries()]
}

export function BreakdownTables() {
  return (
    <QueryState
      query={useBreakdown()}
      loading="Loading your points breakdown"
      failed="Looks like something went wrong. Please try again later."
      failureHidesData
    >
      {({ rows }) => <Breakdown rows={rows} />}
    </QueryState>
  )
}

function Breakdown({ rows: all }: { rows: BreakdownRow[] }) {
  if (all.length === 0) return <p>You have no transactions yet.</p>
  return (
    <div className="breakdown">
      {byMonth(all).map(([month, rows]) => (
        <table key={month} className="breakdown__table">
          <caption>{formatMonth(month)}</caption>
          <thead>
            <tr>
              <th scope="col">Partner</th>
              <th scope="col">Earned</th>
              <th scope="col">Spent</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.brandKey}>
                <th scope="row">{row.partnerName}</th>
                <td>{formatNumber(row.earned)}</td>
                <td>{formatNumber(row.spent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  )
}
