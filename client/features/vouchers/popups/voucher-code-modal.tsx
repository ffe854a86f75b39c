/** VOUCHER_CODE_MODAL (routes specification §2.5): one voucher's barcode, code, expiry, website and question. */
import { registerPopup } from '../../../components/popups/popup-registry.ts'
import { useVoucher } from '../api/get-voucher.ts'
import { VoucherDetailPanel } from '../components/voucher-detail-panel.tsx'

declare module '../../../components/popups/popup-registry.ts' {
  interface PopupTypes {
    VOUCHER_CODE_MODAL: { voucherId: string; partnerName: string }
  }
}

function VoucherCodeModal({ voucherId }: { voucherId: string }) {
  return <VoucherDetailPanel query={useVoucher(voucherId)} />
}

registerPopup('VOUCHER_CODE_MODAL', {
  title: ({ partnerName }) => `Your ${partnerName} voucher`,
  variant: 'modal',
  height: 'window',
  Content: VoucherCodeModal,
})
