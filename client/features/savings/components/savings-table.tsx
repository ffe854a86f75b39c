/** The chart's figures as a table: a caption, column and row headers with their scopes. */
import type { SavingsMonth } from '../../../../shared/contract/savings.ts'
import { formatMonth, formatPounds } from '../format.ts'

export function SavingsTable({ months }: { months: readonly SavingsMonth[] }) {
  return (
    <table className="savings-table">
      <caption>Money saved and points earned each month</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Money saved</th>
          <th scope="col">Points earned</th>
          <th scope="col">Shops</th>
        </tr>
      </thead>
      <tbody>
        {[...months].reverse().map((month) => (
          <tr key={month.month}>
            <th scope="row">{formatMonth(month.month)}</th>
            <td>{formatPounds(month.savedPence)}</td>
            <td>{month.pointsEarned.toLocaleString('en-GB')}</td>
            <td>{month.transactions}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
