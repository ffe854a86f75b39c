/**
 * A digital receipt: store and time, each line (item, quantity, price, Nectar Price saving), the
 * totals, the points earned, and a download of the receipt as a CSV file.
 */
import type { Receipt } from '../../../../shared/contract/savings.ts'
import { receiptDownloadHref } from '../api/get-receipt.ts'
import { formatDayTime, formatPoints, formatPounds } from '../format.ts'

export function ReceiptView({ receipt }: { receipt: Receipt }) {
  return (
    <article className="receipt" aria-labelledby="receipt-store">
      <h2 id="receipt-store">{receipt.store}</h2>
      <p className="receipt__time">
        <time dateTime={receipt.purchasedAt}>{formatDayTime(receipt.purchasedAt)}</time>
      </p>
      <table className="receipt__lines">
        <caption>Items on this receipt</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
            <th scope="col">Nectar Price saving</th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line, n) => (
            // Lines have no id: their place on the receipt is theirs.
            // biome-ignore lint/suspicious/noArrayIndexKey: a receipt's lines never reorder
            <tr key={n}>
              <th scope="row">{line.item}</th>
              <td>{line.quantity}</td>
              <td>{formatPounds(line.pricePence)}</td>
              <td>
                {line.nectarPriceSavingPence > 0 ? `-${formatPounds(line.nectarPriceSavingPence)}` : '£0.00'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="receipt__totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatPounds(receipt.subtotalPence)}</dd>
        </div>
        <div>
          <dt>Nectar Prices savings</dt>
          <dd>-{formatPounds(receipt.savedPence)}</dd>
        </div>
        <div className="receipt__total">
          <dt>Total</dt>
          <dd>{formatPounds(receipt.totalPence)}</dd>
        </div>
        <div>
          <dt>Points earned</dt>
          <dd>{formatPoints(receipt.pointsEarned)}</dd>
        </div>
      </dl>
      <p>
        <a className="button button--secondary" href={receiptDownloadHref(receipt.id)} download>
          Download receipt
        </a>
      </p>
    </article>
  )
}
