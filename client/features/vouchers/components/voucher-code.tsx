/**
 * The voucher modal's content (routes specification §2.5): barcode image, text code, expiry and a
 * 'Go to {partner} website' button, then 'Did you use this voucher?' (Yes/No), whose answer the
 * upstream keeps. Used by the VOUCHER_CODE_MODAL popup and by the voucher pages.
 */
import type { VoucherDetail } from '../../../../shared/contract/vouchers.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { useAnswerVoucherUsage } from '../api/answer-voucher-usage.ts'
import { formatDate } from '../format.ts'

function UsageQuestion({ voucher }: { voucher: VoucherDetail }) {
  const answer = useAnswerVoucherUsage()
  if (voucher.status === 'EXPIRED') return <p className="voucher-code__note">This voucher has expired.</p>
  return (
    <fieldset className="voucher-code__question">
      <legend>Did you use this voucher?</legend>
      <div className="voucher-code__answers">
        <Button
          variant={voucher.used === true ? 'primary' : 'secondary'}
          aria-pressed={voucher.used === true}
          disabled={answer.isPending}
          onClick={() => answer.mutate({ voucher, used: true })}
        >
          Yes
        </Button>
        <Button
          variant={voucher.used === false ? 'primary' : 'secondary'}
          aria-pressed={voucher.used === false}
          disabled={answer.isPending}
          onClick={() => answer.mutate({ voucher, used: false })}
        >
          No
        </Button>
      </div>
      {voucher.used === true ? (
        <Notice>Thanks. We've marked this voucher as used.</Notice>
      ) : voucher.used === false ? (
        <Notice>Thanks. Your voucher stays ready to use until {formatDate(voucher.expiresAt)}.</Notice>
      ) : null}
    </fieldset>
  )
}

export function VoucherCode({ voucher }: { voucher: VoucherDetail }) {
  return (
    <div className="voucher-code">
      <p className="voucher-code__item">{voucher.itemDescription}</p>
      <img
        className="voucher-code__barcode"
        src={voucher.base64BarCode}
        alt={`Barcode of voucher code ${voucher.voucherCode}`}
      />
      <p className="voucher-code__code">
        Voucher code: <strong>{voucher.voucherCode}</strong>
      </p>
      <p className="voucher-code__expiry">
        {voucher.status === 'EXPIRED' ? 'Expired' : 'Expires'} {formatDate(voucher.expiresAt)}
      </p>
      <a className="button button--primary" href={voucher.url} target="_blank" rel="noopener noreferrer">
        Go to {voucher.partnerName} website
      </a>
      <UsageQuestion voucher={voucher} />
    </div>
  )
}
