/**
 * SCAN_CARD, a sliding popup (routes specification §2.5): heading Scan, the bigger barcode with
 * the card number under it (for a till that cannot read it, the number is keyed in), and the tips
 * for a till's scanner.
 */
import { registerPopup } from '../../../components/popups/popup-registry.ts'
import { CardNumber, useBarcodeAlt } from '../components/card-number.tsx'

declare module '../../../components/popups/popup-registry.ts' {
  interface PopupTypes {
    SCAN_CARD: { barcode: string; cardNumber: string }
  }
}

function ScanCard({ barcode, cardNumber }: { barcode: string; cardNumber: string }) {
  return (
    <div className="scan-card">
      <img className="scan-card__barcode" src={barcode} alt={useBarcodeAlt(cardNumber)} />
      <CardNumber cardNumber={cardNumber} />
      <p>Here's a bigger barcode, it might help if you're having trouble scanning.</p>
      <p className="scan-card__tip">Set screen brightness to 80% or higher for best results.</p>
    </div>
  )
}

registerPopup('SCAN_CARD', { title: 'Scan', variant: 'sliding', height: 'window', Content: ScanCard })
