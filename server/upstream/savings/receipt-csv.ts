/**
 * A digital receipt as a CSV file (RFC 4180): a heading block (store, time, points), one row per
 * line (item, quantity, price, Nectar Price saving) and the totals. Money as pounds with two
 * decimals, so that a spreadsheet reads it as numbers.
 * @see https://www.rfc-editor.org/rfc/rfc4180
 */
import type { Receipt } from '../../../shared/contract/savings.ts'

const pounds = (pence: number) => (pence / 100).toFixed(2)

/**
 * A field quoted when it must be; a leading formula character is neutralised for spreadsheets:
 * = + - @, and tab and carriage return, which some spreadsheets skip before reading a formula.
 * @see https://owasp.org/www-community/attacks/CSV_Injection
 */
function field(value: string | number): string {
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const row = (...values: (string | number)[]) => values.map(field).join(',')

export function receiptCsv(receipt: Receipt): string {
  return [
    row('Receipt', receipt.id),
    row('Store', receipt.store),
    row('Time', receipt.purchasedAt),
    row('Points earned', receipt.pointsEarned),
    '',
    row('Item', 'Quantity', 'Price (GBP)', 'Nectar Price saving (GBP)'),
    ...receipt.lines.map((line) =>
      row(line.item, line.quantity, pounds(line.pricePence), pounds(line.nectarPriceSavingPence)),
    ),
    '',
    row('Subtotal (GBP)', pounds(receipt.subtotalPence)),
    row('Nectar Prices savings (GBP)', pounds(receipt.savedPence)),
    row('Total (GBP)', pounds(receipt.totalPence)),
    '',
  ].join('\r\n')
}
