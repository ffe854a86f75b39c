/** The retrieved card: its number as printed (prefix 98263000, then 11 digits) and its barcode. */
import { useAppConfig } from '../../../lib/app-config.ts'

export function CardNumberShown({ cardNumber, barcode }: { cardNumber: string; barcode: string }) {
  const { cardPrefix, schemeName } = useAppConfig()
  return (
    <section className="digital-card" aria-labelledby="retrieved-card-heading">
      <h2 id="retrieved-card-heading">Your {schemeName} card number</h2>
      <p className="digital-card__number">
        {cardPrefix}
        <strong>{cardNumber}</strong>
      </p>
      <img
        className="digital-card__barcode"
        src={barcode}
        alt={`Barcode for card number ${cardPrefix}${cardNumber}`}
      />
      <p>Show this barcode at the till to collect points. Only you should see this number.</p>
    </section>
  )
}
