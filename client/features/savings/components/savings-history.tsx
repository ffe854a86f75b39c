/**
 * Every shop's saving, latest first, a page at a time: 'Show more' while the last page named a next
 * offset; a failure shows the failed state in place of the list.
 */
import { QueryState } from '../../../components/query/query-state.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { useSavingsHistory } from '../api/get-savings-history.ts'
import type { SavingsRange } from '../api/savings-range.ts'
import { formatDayTime, formatPoints, formatPounds } from '../format.ts'

export function SavingsHistory({ range }: { range: SavingsRange }) {
  const history = useSavingsHistory(range)
  return (
    <section className="savings-history" aria-labelledby="savings-history-heading">
      <h2 id="savings-history-heading">Every saving</h2>
      <QueryState
        query={history}
        loading="Loading your savings"
        failed={DEFAULT_ERROR_MESSAGE}
        failureHidesData
      >
        {({ pages }) => {
          const savings = pages.flatMap((page) => page.savings)
          return (
            <>
              <ol className="savings-history__list">
                {savings.map((saving) => (
                  <li key={saving.transactionId}>
                    <span className="savings-history__when">{formatDayTime(saving.date)}</span>{' '}
                    <span>{saving.store}</span>{' '}
                    <span className="savings-history__figures">
                      saved {formatPounds(saving.savedPence)}, {formatPoints(saving.pointsEarned)}
                    </span>
                  </li>
                ))}
              </ol>
              <p role="status" className="savings-history__count">
                Showing {savings.length} {savings.length === 1 ? 'saving' : 'savings'}
              </p>
              {history.hasNextPage ? (
                <Button
                  variant="secondary"
                  onClick={() => void history.fetchNextPage()}
                  isLoading={history.isFetchingNextPage}
                >
                  Show more
                </Button>
              ) : null}
            </>
          )
        }}
      </QueryState>
    </section>
  )
}
