/**
 * /card/activity/nectar-savings and /activity/nectar-savings: what Nectar Prices saved since the
 * activity start, as a chart and a table of each month, the Nectar Prices state, the latest shops
 * with their receipts, and every saving a page at a time. One summary call: when it fails, the
 * failed state and nothing else (routes specification §7, §8).
 */
import { useMemo } from 'react'
import { QueryState } from '../../../components/query/query-state.tsx'
import { useSavingsSummary } from '../../../features/savings/api/get-savings-summary.ts'
import { activityRange } from '../../../features/savings/api/savings-range.ts'
import { NectarPricesTransactions } from '../../../features/savings/components/nectar-prices-transactions.tsx'
import { SavingsChart } from '../../../features/savings/components/savings-chart.tsx'
import { SavingsHistory } from '../../../features/savings/components/savings-history.tsx'
import { SavingsTable } from '../../../features/savings/components/savings-table.tsx'
import { SavingsTotals } from '../../../features/savings/components/savings-totals.tsx'
import { DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function SavingsRoute() {
  const range = useMemo(() => activityRange(), [])
  const summary = useSavingsSummary(range)
  return (
    <div className="page savings">
      <h1>Your savings</h1>
      <QueryState
        query={summary}
        loading="Loading your savings"
        failed={DEFAULT_ERROR_MESSAGE}
        failureHidesData
      >
        {(data) => (
          <>
            <SavingsTotals summary={data} />
            <section className="savings-months" aria-labelledby="savings-months-heading">
              <h2 id="savings-months-heading">Month by month</h2>
              <SavingsChart months={data.cumulative.months} />
              <SavingsTable months={data.cumulative.months} />
            </section>
            <NectarPricesTransactions transactions={data.transactions} />
            <SavingsHistory range={range} />
          </>
        )}
      </QueryState>
    </div>
  )
}

export default withQueryClient(SavingsRoute)
