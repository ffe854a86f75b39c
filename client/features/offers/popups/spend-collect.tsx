/**
 * SPEND_COLLECT, 'How to get this offer' (routes specification §2.5, the spend-and-collect popup):
 * the title, the offer's how-to HTML sanitised with DOMPurify, and a call to action: load the offer
 * when it can still be loaded, otherwise close.
 */

import type { Offer } from '../../../../shared/contract/offers.ts'
import { registerPopup } from '../../../components/popups/popup-registry.ts'
import { Button } from '../../../components/ui/button.tsx'
import { isLoadable } from '../components/offer-view.ts'
import { sanitizeHowTo } from '../utils/sanitize-how-to.ts'

type SpendCollectProps = {
  offer: Offer
  /** Loads the offer (as its Load button does); without it the call to action only closes. */
  onLoad?: (offer: Offer) => void
}

declare module '../../../components/popups/popup-registry.ts' {
  interface PopupTypes {
    SPEND_COLLECT: SpendCollectProps
  }
}

function SpendCollect({ offer, onLoad, close }: SpendCollectProps & { close: () => void }) {
  const load = onLoad && isLoadable(offer) ? onLoad : undefined
  return (
    <div className="spend-collect">
      <p className="spend-collect__offer">{offer.title}</p>
      <div
        className="spend-collect__how-to"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitizeHowTo runs it through DOMPurify first
        dangerouslySetInnerHTML={{ __html: sanitizeHowTo(offer.howTo) }}
      />
      <p className="popup-actions">
        {load ? (
          <Button
            onClick={() => {
              close()
              load(offer)
            }}
          >
            Load offer
          </Button>
        ) : (
          <Button onClick={close}>Got it</Button>
        )}
      </p>
    </div>
  )
}

registerPopup('SPEND_COLLECT', {
  title: 'How to get this offer',
  variant: 'modal',
  height: 'window',
  Content: SpendCollect,
})
