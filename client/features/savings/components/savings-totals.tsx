/** What Nectar Prices saved in all, the points that came with it, and the collector's Nectar Prices state. */
import type { SavingsSummary } from '../../../../shared/contract/savings.ts'
import { formatDay, formatPoints, formatPounds } from '../format.ts'

export function SavingsTotals({ summary }: { summary: SavingsSummary }) {
  const { cumulative, state } = summary
  return (
    <section className="savings-totals" aria-labelledby="savings-totals-heading">
      <h2 id="savings-totals-heading">Since {formatDay(cumulative.fromDate)}</h2>
      <dl className="savings-totals__figures">
        <div>
          <dt>Money saved with Nectar Prices</dt>
          <dd>{formatPounds(cumulative.savedPence)}</dd>
        </div>
        <div>
          <dt>Points earned</dt>
          <dd>{formatPoints(cumulative.pointsEarned)}</dd>
        </div>
        <div>
          <dt>Shops with Nectar Prices</dt>
          <dd>{cumulative.transactions.toLocaleString('en-GB')}</dd>
        </div>
      </dl>
      <p className="savings-totals__state">
        {state.state === 'ACTIVE' && state.activeSince
          ? `You've been getting Nectar Prices since ${formatDay(state.activeSince)}.`
          : 'You have not used Nectar Prices yet.'}
      </p>
    </section>
  )
}
