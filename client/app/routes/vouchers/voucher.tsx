/**
 * /voucher/:voucherId and /voucher-details/:transactionID: one voucher as its modal shows it
 * (barcode, code, expiry, the partner's website, 'Did you use this voucher?'), by its id or by the
 * transaction that issued it. Another collector's voucher is not available (404).
 */
import { usePopupManager } from '../../../components/popups/popup-manager.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { useVoucher, useVoucherByTransaction } from '../../../features/vouchers/api/get-voucher.ts'
import { VoucherDetailPanel } from '../../../features/vouchers/components/voucher-detail-panel.tsx'
import '../../../features/vouchers/popups/voucher-tnc.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import type { ScreenProps } from '../../screen-props.ts'

function VoucherPage({ heading, children }: { heading: string; children: React.ReactNode }) {
  const { openPopup, popup } = usePopupManager()
  return (
    <div className="page voucher-page">
      <h1>{heading}</h1>
      {children}
      <p className="voucher-page__links">
        <Link href="/vouchers">See all your vouchers</Link>
        <Button variant="text" aria-haspopup="dialog" onClick={() => openPopup('VOUCHER_TNC')}>
          Voucher terms and conditions
        </Button>
      </p>
      {popup}
    </div>
  )
}

function ById({ voucherId }: { voucherId: string }) {
  return <VoucherDetailPanel query={useVoucher(voucherId)} />
}

function ByTransaction({ transactionId }: { transactionId: string }) {
  return <VoucherDetailPanel query={useVoucherByTransaction(transactionId)} />
}

function VoucherRoute({ entry, params }: ScreenProps) {
  if (entry.screen === 'voucher-details')
    return (
      <VoucherPage heading="Voucher details">
        <ByTransaction transactionId={params.transactionID ?? ''} />
      </VoucherPage>
    )
  return (
    <VoucherPage heading="Your voucher">
      <ById voucherId={params.voucherId ?? ''} />
    </VoucherPage>
  )
}

export default withQueryClient(VoucherRoute)
