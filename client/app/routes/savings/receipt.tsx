/**
 * /activity/receipt/:digitalReceiptId, behind the digital-receipts switch (the route guard shows
 * not-found while it is off, and the gateway answers 404): the receipt, or "can't find" for an
 * unknown id or another collector's.
 */
import { QueryState } from '../../../components/query/query-state.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { useReceipt } from '../../../features/savings/api/get-receipt.ts'
import { ReceiptView } from '../../../features/savings/components/receipt-view.tsx'
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import type { ScreenProps } from '../../screen-props.ts'

function ReceiptRoute({ params }: ScreenProps) {
  const id = params.digitalReceiptId ?? ''
  const receipt = useReceipt(id)
  const missing =
    receipt.error instanceof ApiError && (receipt.error.status === 404 || receipt.error.status === 400)
  return (
    <div className="page receipt-page">
      <p>
        <Link href="/card/activity/nectar-savings">Back to your savings</Link>
      </p>
      <h1>{missing ? "Sorry, we can't find that receipt" : 'Your receipt'}</h1>
      {missing ? (
        <p>It may belong to another card, or the link may be mistyped.</p>
      ) : (
        <QueryState
          query={receipt}
          loading="Loading your receipt"
          failed={DEFAULT_ERROR_MESSAGE}
          failureHidesData
        >
          {(data) => <ReceiptView receipt={data} />}
        </QueryState>
      )}
    </div>
  )
}

export default withQueryClient(ReceiptRoute)
