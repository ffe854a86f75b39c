/** TRANSACTIONS_VIEW, the sliding popup with one transaction in full (routes specification §2.5). */
import type { Transaction } from '../../../../shared/contract/activity.ts'
import { registerPopup } from '../../../components/popups/popup-registry.ts'
import { formatDate, formatPoints } from '../components/formats.ts'

declare module '../../../components/popups/popup-registry.ts' {
  interface PopupTypes {
    TRANSACTIONS_VIEW: { transaction: Transaction }
  }
}

function TransactionsView({ transaction }: { transaction: Transaction }) {
  return (
    <dl className="transactions-view">
      <dt>Partner</dt>
      <dd>{transaction.partnerName}</dd>
      <dt>What</dt>
      <dd>{transaction.description}</dd>
      <dt>Date</dt>
      <dd>{formatDate(transaction.date)}</dd>
      <dt>Points</dt>
      <dd>{formatPoints(transaction.points)}</dd>
    </dl>
  )
}

registerPopup('TRANSACTIONS_VIEW', {
  title: 'Transaction',
  variant: 'sliding',
  height: 'window',
  Content: TransactionsView,
})
