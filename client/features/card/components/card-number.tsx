/** The card number as printed on the card: the fixed prefix 98263000, then the collector's 11 digits. */
import { useAppConfig } from '../../../lib/app-config.ts'

export function CardNumber({ cardNumber }: { cardNumber: string }) {
  const { cardPrefix } = useAppConfig()
  return (
    <p className="digital-card__number">
      <span className="visually-hidden">Card number </span>
      {cardPrefix}
      <strong>{cardNumber}</strong>
    </p>
  )
}

/** The barcode's text alternative: what it encodes. */
export function useBarcodeAlt(cardNumber: string): string {
  const { cardPrefix } = useAppConfig()
  return `Barcode for card number ${cardPrefix}${cardNumber}`
}
