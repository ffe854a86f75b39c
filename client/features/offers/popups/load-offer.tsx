/**
 * LOAD_OFFER (routes specification §2.5 names it, not its content): confirms an offer the collector
 * has just loaded, says what was loaded and how to use it (shop and scan the card: a loaded offer
 * is on the card), and links to the saved offers where it now is. Shown at most once per page
 * visit (utils/load-confirmation.ts).
 */

import type { Offer } from '../../../../shared/contract/offers.ts'
import { registerPopup } from '../../../components/popups/popup-registry.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Link } from '../../../components/ui/link.tsx'

type LoadOfferProps = { offer: Pick<Offer, 'title' | 'sponsorDisplayName'> }

declare module '../../../components/popups/popup-registry.ts' {
  interface PopupTypes {
    LOAD_OFFER: LoadOfferProps
  }
}

function LoadOffer({ offer, close }: LoadOfferProps & { close: () => void }) {
  return (
    <div className="load-offer">
      <p className="load-offer__title">{offer.title}</p>
      <p>It's on your card now: scan your card when you shop with {offer.sponsorDisplayName} to get it.</p>
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

registerPopup('LOAD_OFFER', {
  title: 'Offer loaded',
  variant: 'modal',
  height: 'compact',
  Content: LoadOffer,
})
