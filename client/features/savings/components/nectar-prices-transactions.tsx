/** The latest shops with Nectar Prices, each with a link to its digital receipt while receipts are on. */
import type { NectarPricesTransaction } from '../../../../shared/contract/savings.ts'
import { Link } from '../../../components/ui/link.tsx'
import { useSwitch } from '../../../lib/app-config.ts'
import { formatDayTime, formatPoints, formatPounds } from '../format.ts'

export function NectarPricesTransactions({
  transactions,
}: {
  transactions: readonly NectarPricesTransaction[]
}) {
  const receiptsOn = useSwitch('isDigitalReceiptsEnabled')
  return (
    <section className="savings-shops" aria-labelledby="savings-latest-heading">
      <h2 id="savings-latest-heading">Your latest Nectar Prices shops</h2>
      <ul className="savings-shops__list">
        {transactions.map((shop) => (
          <li key={shop.id} className="savings-shop">
            <p className="savings-shop__store">{shop.store}</p>
            <p className="savings-shop__time">{formatDayTime(shop.date)}</p>
            <p>
              Spent {formatPounds(shop.spendPence)}, saved {formatPounds(shop.savedPence)},{' '}
              {formatPoints(shop.pointsEarned)}
            </p>
            {receiptsOn && shop.digitalReceiptId ? (
              <Link href={`/activity/receipt/${shop.digitalReceiptId}`}>
                View receipt<span className="visually-hidden"> of {formatDayTime(shop.date)}</span>
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
