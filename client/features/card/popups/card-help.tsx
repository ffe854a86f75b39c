/**
 * CARD_HELP, the card-help popup (routes specification §2.5): 'Your card is...' not with you
 * (→ /retrieve-card) or lost or stolen (→ /replace-card); either choice closes the popup.
 */
import { registerPopup } from '../../../components/popups/popup-registry.ts'
import { Link } from '../../../components/ui/link.tsx'
import { useAppConfig } from '../../../lib/app-config.ts'

declare module '../../../components/popups/popup-registry.ts' {
  interface PopupTypes {
    CARD_HELP: Record<never, never>
  }
}

function CardHelp({ close }: { close: () => void }) {
  const { schemeName } = useAppConfig()
  return (
    <div className="card-help">
      <section className="card-help__option" aria-labelledby="card-help-not-with-you">
        <h3 id="card-help-not-with-you">Not with you</h3>
        <Link href="/retrieve-card" variant="primary" onClick={close}>
          Show {schemeName} card number
        </Link>
      </section>
      <section className="card-help__option" aria-labelledby="card-help-lost">
        <h3 id="card-help-lost">Lost or stolen</h3>
        <Link href="/replace-card" variant="secondary" onClick={close}>
          Replace {schemeName} card now
        </Link>
      </section>
    </div>
  )
}

registerPopup('CARD_HELP', {
  title: 'Your card is...',
  variant: 'modal',
  height: 'window',
  Content: CardHelp,
})
