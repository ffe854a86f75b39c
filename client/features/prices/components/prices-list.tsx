/**
 * The personalised prices listing, 24 a page (routes specification §9), with links to the pages
 * before and after. Page and category come from the URL and the links keep them there.
 */
import { useEffect, useRef } from 'react'
import { PRICES_PAGE_SIZE, UNKNOWN_PRICE_CATEGORY } from '../../../../shared/contract/prices.ts'
import { QueryStatus } from '../../../components/query/query-state.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { ApiError } from '../../../lib/api-error.ts'
import { usePrices } from '../api/get-prices.ts'
import { ALL_CATEGORIES, type PricesChoice, pricesHref } from '../prices-choice.ts'
import { PriceCard } from './price-card.tsx'

export function PricesList({ choice }: { choice: PricesChoice }) {
  const category = choice.category === ALL_CATEGORIES ? undefined : choice.category
  const prices = usePrices(choice.page, category)
  const { data, error, isPlaceholderData } = prices
  const heading = useRef<HTMLHeadingElement>(null)
  const first = useRef(true)
  // After a page or category change, the list's heading takes focus so that the reading starts there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the choice changes
  useEffect(() => {
    if (first.current) first.current = false
    else heading.current?.focus()
  }, [choice.page, choice.category])

  const title = (
    <h2 id="prices-list-heading" ref={heading} tabIndex={-1}>
      Personalised prices
    </h2>
  )
  if (error instanceof ApiError && error.code === UNKNOWN_PRICE_CATEGORY)
    return (
      <section aria-labelledby="prices-list-heading">
        {title}
        <p role="alert">{error.message}</p>
        <Link href={pricesHref({ page: 1, category: ALL_CATEGORIES })}>Show all categories</Link>
      </section>
    )
  if (!data || error)
    return (
      <section aria-labelledby="prices-list-heading">
        {title}
        <QueryStatus
          query={prices}
          loading="Loading prices…"
          failed="We couldn't load the prices. Please try again."
        />
      </section>
    )
  const { page, pageCount, total } = data
  const from = (page - 1) * PRICES_PAGE_SIZE + 1
  return (
    <section className="prices-list" aria-labelledby="prices-list-heading" aria-busy={isPlaceholderData}>
      {title}
      <p className="prices-list__count" role="status">
        {data.prices.length === 0
          ? 'There are no prices on this page.'
          : `Showing ${from} to ${from + data.prices.length - 1} of ${total} prices`}
      </p>
      <ul className="prices-list__items">
        {data.prices.map((price) => (
          <PriceCard key={price.sku} price={price} />
        ))}
      </ul>
      <nav className="prices-list__paging" aria-label="Pages of prices">
        {page > 1 && (
          <Link href={pricesHref({ ...choice, page: Math.min(page - 1, Math.max(pageCount, 1)) })} rel="prev">
            Previous page
          </Link>
        )}
        <span className="prices-list__page">
          Page {page} of {Math.max(pageCount, 1)}
        </span>
        {page < pageCount && (
          <Link href={pricesHref({ ...choice, page: page + 1 })} rel="next">
            Next page
          </Link>
        )}
      </nav>
    </section>
  )
}
