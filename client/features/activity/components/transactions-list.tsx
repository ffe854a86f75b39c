/**
 * The transactions, newest first, in a window-scrolled virtual list: only the rows near the
 * viewport are in the DOM, so 5,000 loaded rows scroll as smoothly as 20. The next page is fetched
 * only when more exist, as the last rows come into view and by 'Show more'. A failure shows the
 * failed state and nothing else (spec §7, §8); a DELAYED feed its notice (spec §4).
 * @see https://tanstack.com/virtual/latest/docs/framework/react/examples/window (the virtualizer is
 * TanStack Virtual's core, bound in ../hooks/use-window-virtualizer.ts)
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { Transaction } from '../../../../shared/contract/activity.ts'
import { usePopupManager } from '../../../components/popups/popup-manager.tsx'
import { QueryState } from '../../../components/query/query-state.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { useTransactions } from '../api/get-transactions.ts'
import { useWindowVirtualizer } from '../hooks/use-window-virtualizer.ts'
import '../popups/transactions-view.tsx'
import { TransactionRow } from './transaction-row.tsx'

/** A row's height before it is measured; rows are measured as they render. */
const ESTIMATED_ROW_PX = 76
/** Rows kept rendered beyond each edge of the viewport. */
const OVERSCAN = 8
/** How near the end of the loaded rows (in rows on screen) the next page is fetched. */
const PREFETCH_ROWS = 3

export function TransactionsList() {
  const transactions = useTransactions()
  return (
    <QueryState
      query={transactions}
      loading="Loading your activity"
      failed="Looks like something went wrong. Please try again later."
      failureHidesData
    >
      {({ pages }) => <Transactions pages={pages} query={transactions} />}
    </QueryState>
  )
}

type Loaded = ReturnType<typeof useTransactions>

function Transactions({
  pages,
  query: { hasNextPage, isFetchingNextPage, fetchNextPage },
}: {
  pages: NonNullable<Loaded['data']>['pages']
  query: Loaded
}) {
  const { openPopup, popup } = usePopupManager()
  const rows: Transaction[] = pages.flatMap((page) => page.transactions)
  const isFeedDelayed = pages.some((page) => page.isFeedDelayed)

  const listRef = useRef<HTMLOListElement>(null)
  const [scrollMargin, setScrollMargin] = useState(0)
  useLayoutEffect(() => {
    setScrollMargin(listRef.current?.offsetTop ?? 0)
  })
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => rows[index]?.id ?? index,
  })
  const items = virtualizer.getVirtualItems()
  // The last row on screen, not the last rendered: the overscan must not fetch pages unseen.
  const lastVisible = virtualizer.range?.endIndex ?? -1

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastVisible >= rows.length - PREFETCH_ROWS) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, lastVisible, rows.length, fetchNextPage])

  return (
    <section className="transactions" aria-labelledby="transactions-heading">
      <h2 id="transactions-heading">Transactions</h2>
      {isFeedDelayed ? (
        <Notice kind="info" className="activity__delayed">
          <p>Your recent transactions are delayed and may take longer than usual to appear.</p>
        </Notice>
      ) : null}
      {rows.length === 0 ? (
        <div className="transactions__empty">
          <p>You have no transactions yet.</p>
          <p>
            Scan your card when you shop at Sainsbury's or Esso, or shop with our partners, and the points you
            collect will show here. Transactions usually take up to 48 hours to appear.
          </p>
          <Link href="/homepage">Show your card</Link>
        </div>
      ) : (
        <ol
          ref={listRef}
          className="transactions__list"
          aria-label="Your transactions"
          style={{ height: `${virtualizer.getTotalSize()}px` }}
        >
          {items.map((item) => {
            const transaction = rows[item.index] as Transaction
            return (
              <li
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="transactions__item"
                aria-setsize={hasNextPage ? -1 : rows.length}
                aria-posinset={item.index + 1}
                style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
              >
                <TransactionRow
                  transaction={transaction}
                  onOpen={() => openPopup('TRANSACTIONS_VIEW', { transaction })}
                />
              </li>
            )
          })}
        </ol>
      )}
      <p className="transactions__count" aria-live="polite">
        {hasNextPage
          ? `Showing ${rows.length} transactions`
          : `Showing all ${rows.length} transactions since 1 January 2025`}
      </p>
      {hasNextPage ? (
        <Button variant="secondary" onClick={() => void fetchNextPage()} isLoading={isFetchingNextPage}>
          Show more
        </Button>
      ) : null}
      {popup}
    </section>
  )
}
