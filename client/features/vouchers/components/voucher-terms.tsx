/**
 * The voucher terms (routes specification §1, §9): a voucher that makes up for a service failure is
 * issued within 7 days and can be used once within 6 months.
 */
import { VOUCHER_TERMS } from '../../../../shared/contract/vouchers.ts'

export function VoucherTerms() {
  return (
    <ul className="voucher-terms">
      <li>Each voucher can be used once, within {VOUCHER_TERMS.validForMonths} months of being issued.</li>
      <li>
        If something goes wrong with a personalised price, we'll make up for it with a voucher within{' '}
        {VOUCHER_TERMS.issueWithinDays} days.
      </li>
      <li>
        Vouchers can't be exchanged for cash or points, and a used or expired voucher can't be replaced.
      </li>
      <li>Show the barcode at the till, or enter the code on the partner's website before you pay.</li>
    </ul>
  )
}
