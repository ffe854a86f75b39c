/**
 * The receipt CSV's formula guard (issue 21 item 8): a cell that starts with = + - @, a tab or a
 * carriage return is prefixed with ' so that no spreadsheet runs it; quoting stays RFC 4180.
 */
import t from 'tap'
import { receiptCsv } from '../../../server/upstream/savings/receipt-csv.ts'
import type { Receipt } from '../../../shared/contract/savings.ts'

const receipt = (items: string[]): Receipt => ({
  id: 'dr-0001',
  store: 'Holborn',
  purchasedAt: '2026-11-01T10:00:00.000Z',
  lines: items.map((item) => ({ item, quantity: 1, pricePence: 100, nectarPriceSavingPence: 0 })),
  subtotalPence: 100,
  savedPence: 0,
  totalPence: 100,
  pointsEarned: 1,
})

const itemCells = (csv: string) =>
  csv
    .split('\r\n')
    .slice(6, -5)
    .map((line) => line.slice(0, line.lastIndexOf(',1,1.00,0.00')))

t.test('every leading formula character is neutralised', async (t) => {
  const items = ['=HYPERLINK("x")', '+1', '-1', '@SUM(A1)', '\t=1+1', '\r=1+1', 'Milk']
  t.same(itemCells(receiptCsv(receipt(items))), [
    `"'=HYPERLINK(""x"")"`,
    "'+1",
    "'-1",
    "'@SUM(A1)",
    "'\t=1+1",
    `"'\r=1+1"`,
    'Milk',
  ])
})
