/**
 * SAVED_VOUCHER, the saved-voucher popup (registration specification §2), shown instead of
 * LOAD_OFFER when a voucher-type offer is saved; which variant shows when is decided in
 * utils/load-confirmation.ts. 'saved-list': "You've added a voucher to your 'saved list'", with a
 * link to it. 'scan-at-till': "Remember to scan your card and barcode at the till", with 3 steps.
 */

import type { Offer } from '../../../../shared/contract/offers.ts'
import { registerPopup } from '../../../components/popups/popup-registry.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { useAppConfig } from '../../../lib/app-config.ts'
import type { SavedVoucherVariant } from '../utils/load-confirmation.ts'

type SavedVoucherProps = { offer: Pick<Offer, 'title'>; variant: SavedVoucherVariant }

declare module '../../../components/popups/popup-registry.ts' {
  interface PopupTypes {
    SAVED_VOUCHER: SavedVoucherProps
  }
}

const SAVED_VOUCHER_TITLES: Record<SavedVoucherVariant, string> = {
  'saved-list': "You've added a voucher to your 'saved list'",
  'scan-at-till': 'Remember to scan your card and barcode at the till',
}

function ScanSteps() {
  const { schemeName } = useAppConfig()
  return (
    <ol className="saved-voucher__steps">
      <li>Open this offer in your saved offers when you get to the till.</li>
      <li>Scan your {schemeName} card, or the digital card in this app.</li>
      <li>Scan the offer's barcode too, to get your points.</li>
    </ol>
  )
}

function SavedVoucher({ offer, variant, close }: SavedVoucherProps & { close: () => void }) {
  return (
    <div className="saved-voucher">
      <p className="saved-voucher__offer">{offer.title}</p>
      {variant === 'scan-at-till' ? (
        <ScanSteps />
      ) : (
        <p>Use it the next time you shop: it stays there until then.</p>
      )}
      <p className="popup-actions">
        <Link href="/offers-saved" variant="primary" onClick={close}>
          See saved offers
        </Link>
        <Button variant="secondary" onClick={close}>
          Got it
        </Button>
      </p>
    </div>
  )
}

registerPopup('SAVED_VOUCHER', {
  title: ({ variant }) => SAVED_VOUCHER_TITLES[variant],
  variant: 'modal',
  height: 'window',
  Content: SavedVoucher,
})
