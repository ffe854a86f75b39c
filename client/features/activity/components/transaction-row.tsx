/** One transaction: date, partner (logo and name), description and points earned (+) or spent (-). */
import type { Transaction } from '../../../../shared/contract/activity.ts'
import { formatDate, formatPoints } from './formats.ts'

export function TransactionRow({ transaction, onOpen }: { transaction: Transaction; onOpen?: () => void }) {
  const { date, partnerName, logoUrl, description, points } = transaction
  const body = (
    <>
      <img className="transaction-row__logo" src={logoUrl} alt="" width={40} height={40} loading="lazy" />
      <span className="transaction-row__text">
        <span className="transaction-row__partner">{partnerName}</span>
        <span className="transaction-row__description">{description}</span>
        <time className="transaction-row__date" dateTime={date}>
          {formatDate(date)}
        </time>
      </span>
      <span className={points > 0 ? 'transaction-row__points is-earned' : 'transaction-row__points is-spent'}>
        {formatPoints(points)} <span className="transaction-row__unit">points</span>
      </span>
    </>
  )
  return onOpen ? (
    <button type="button" className="transaction-row" onClick={onOpen}>
      {body}
    </button>
  ) : (
    <div className="transaction-row">{body}</div>
  )
}
