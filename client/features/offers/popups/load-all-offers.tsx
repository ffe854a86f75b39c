/**
 * LOAD_ALL_OFFERS (routes specification §2.5 names it, not its content): asks before 'Load all'
 * loads many offers at once, saying how many; Load confirms (then `POST load-all`), Cancel leaves
 * every offer as it is.
 */
import { registerPopup } from '../../../components/popups/popup-registry.ts'
import { Button } from '../../../components/ui/button.tsx'

type LoadAllOffersProps = { count: number; onConfirm: () => void }

declare module '../../../components/popups/popup-registry.ts' {
  interface PopupTypes {
    LOAD_ALL_OFFERS: LoadAllOffersProps
  }
}

const offers = (count: number) => `${count} ${count === 1 ? 'offer' : 'offers'}`

function LoadAllOffers({ count, onConfirm, close }: LoadAllOffersProps & { close: () => void }) {
  return (
    <div className="load-all-offers">
      <p>
        This loads {offers(count)} to your card, ready for the next time you shop. Partner offers are opted in
        one by one.
      </p>
      <p className="popup-actions">
        <Button
          onClick={() => {
            close()
            onConfirm()
          }}
        >
          Load {offers(count)}
        </Button>
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
      </p>
    </div>
  )
}

registerPopup('LOAD_ALL_OFFERS', {
  title: 'Load all offers?',
  variant: 'modal',
  height: 'compact',
  Content: LoadAllOffers,
})
