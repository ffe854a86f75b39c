/** The transaction history by offset, a page at a time with 'Previous' and 'Next' (`transaction-history`). */
import { useState } from 'react'
import { QueryState } from '../../../components/query/query-state.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { HISTORY_PAGE_SIZE, useHistory } from '../api/get-history.ts'
import { TransactionRow } from './transaction-row.tsx'

export function HistoryTable() {
  const [offset, setOffset] = useState(0)
  const history = useHistory(offset)
  const { isPlaceholderData } = history
  const page = Math.floor(offset / HISTORY_PAGE_SIZE) + 1
  return (
    <QueryState
      query={history}
      loading="Loading your history"
      failed="Looks like something went wrong. Please try again later."
      failureHidesData
    >
      {({ transactions: rows, nextOffset }) => (
        <section className="history" aria-labelledby="history-heading" aria-busy={isPlaceholderData}>
          <h2 id="history-heading">History, page {page}</h2>
          {rows.length === 0 ? (
            <p>Nothing on this page.</p>
          ) : (
            <ul className="history__list">
              {rows.map((transaction) => (
                <li key={transaction.id}>
                  <TransactionRow transaction={transaction} />
                </li>
              ))}
            </ul>
          )}
          <div className="history__pages">
            <Button
              variant="secondary"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - HISTORY_PAGE_SIZE))}
            >
              Previous
            </Button>
            <Button
              variant="secondary"
              disabled={nextOffset === null || isPlaceholderData}
              onClick={() => nextOffset !== null && setOffset(nextOffset)}
            >
              Next
            </Button>
          </div>
        </section>
      )}
    </QueryState>
  )
}
