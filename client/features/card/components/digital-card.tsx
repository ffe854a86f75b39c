/**
 * The digital card (routes specification §2.5, §4): a loading indicator until the barcode arrives,
 * a message with a retry when it fails (or, offline and never kept, that it needs the network), then
 * the card with its barcode and number; 'Scan' opens
 * the bigger barcode, and the card-help popup says what to do when the card is not at hand.
 */
import '../popups/card-help.tsx'
import '../popups/scan-card.tsx'
import { usePopupManager } from '../../../components/popups/popup-manager.tsx'
import { Loading } from '../../../components/query/loading.tsx'
import { OfflineOrFailed } from '../../../components/query/offline-or-failed.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { useAppConfig } from '../../../lib/app-config.ts'
import { useDigitalCard } from '../api/get-digital-card.ts'
import { CardNumber, useBarcodeAlt } from './card-number.tsx'

export function DigitalCard() {
  const { data: card, isError, refetch, isFetching } = useDigitalCard()
  const { openPopup, popup } = usePopupManager()
  return (
    <section className="digital-card-panel" aria-labelledby="digital-card-heading">
      <h2 id="digital-card-heading" className="visually-hidden">
        Your digital card
      </h2>
      {card ? (
        <>
          <CardFace barcode={card.barcode} cardNumber={card.cardNumber} />
          <p className="actions">
            <Button onClick={() => openPopup('SCAN_CARD', card)}>Scan</Button>
          </p>
        </>
      ) : isError ? (
        <OfflineOrFailed
          offlineMessage="You're offline. Your card will show when you're back online."
          failedMessage="We couldn't load your digital card."
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : (
        <div className="digital-card digital-card--loading">
          <Loading>Loading your card</Loading>
        </div>
      )}
      <p>
        <Button variant="text" onClick={() => openPopup('CARD_HELP')}>
          Card not with you, lost or stolen?
        </Button>
      </p>
      {popup}
    </section>
  )
}

function CardFace({ barcode, cardNumber }: { barcode: string; cardNumber: string }) {
  const { schemeName } = useAppConfig()
  return (
    <div className="digital-card">
      <p className="digital-card__name">{schemeName}</p>
      <img className="digital-card__barcode" src={barcode} alt={useBarcodeAlt(cardNumber)} />
      <CardNumber cardNumber={cardNumber} />
    </div>
  )
}
