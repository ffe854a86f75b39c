/** VOUCHER_TNC (routes specification §2.5): the voucher terms, including the compensation terms (§9). */
import { registerPopup } from '../../../components/popups/popup-registry.ts'
import { Button } from '../../../components/ui/button.tsx'
import { VoucherTerms } from '../components/voucher-terms.tsx'

declare module '../../../components/popups/popup-registry.ts' {
  interface PopupTypes {
    VOUCHER_TNC: Record<never, never>
  }
}

function VoucherTnc({ close }: { close: () => void }) {
  return (
    <div className="voucher-tnc">
      <VoucherTerms />
      <p className="popup-actions">
        <Button variant="secondary" onClick={close}>
          Close
        </Button>
      </p>
    </div>
  )
}

registerPopup('VOUCHER_TNC', {
  title: 'Voucher terms and conditions',
  variant: 'modal',
  height: 'window',
  Content: VoucherTnc,
})
