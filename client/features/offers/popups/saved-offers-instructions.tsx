/**
 * SAVED_OFFERS_INSTRUCTIONS, the saved-offers instruction popup (routes specification §2.5): how
 * saved offers work: scan the card at the till, the offers apply by themselves, pinned ones first.
 */
import { registerPopup } from '../../../components/popups/popup-registry.ts'
import { Button } from '../../../components/ui/button.tsx'
import { useAppConfig } from '../../../lib/app-config.ts'

declare module '../../../components/popups/popup-registry.ts' {
  interface PopupTypes {
    SAVED_OFFERS_INSTRUCTIONS: Record<never, never>
  }
}

function SavedOffersInstructions({ close }: { close: () => void }) {
  const { schemeName } = useAppConfig()
  return (
    <div className="saved-offers-instructions">
      <ol className="saved-offers-instructions__steps">
        <li>Scan your {schemeName} card or digital card at the till when you shop.</li>
        <li>Your saved offers apply automatically: there is nothing to show or hand over.</li>
        <li>Pinned offers show first, so the ones you want most are always at the top.</li>
      </ol>
      <Button onClick={close}>Got it</Button>
    </div>
  )
}

registerPopup('SAVED_OFFERS_INSTRUCTIONS', {
  title: 'How saved offers work',
  variant: 'modal',
  height: 'compact',
  Content: SavedOffersInstructions,
})
