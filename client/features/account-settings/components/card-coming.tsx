/**
 * /card-coming: what happens next after a replacement. With the replacement just made it names the
 * new number and the arrival date; opened later, it says the same without them.
 */
import { CARD_PREFIX } from '../../../../shared/constants/limits.ts'
import { Link } from '../../../components/ui/link.tsx'
import { useLastReplacement } from '../api/replace-card.ts'

/** The new card or key tag goes by second-class post (the upstream's CARD_DELIVERY_DAYS). */
const DELIVERY_DAYS = 7

const ukDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

export function CardComing() {
  const card = useLastReplacement()
  const thing = card?.cardType === 'KEYTAG' ? 'key tag' : 'card'
  return (
    <>
      {card && (
        <dl className="card-coming__facts">
          <dt>Your new card number</dt>
          <dd>
            {CARD_PREFIX}
            {card.cardNumber}
          </dd>
          <dt>Arriving by</dt>
          <dd>{ukDate(card.expectedArrival)}</dd>
        </dl>
      )}
      <h2>What happens next</h2>
      <ul>
        <li>
          Your new {thing} should arrive by post within {DELIVERY_DAYS} days. We've sent you an email with the
          details.
        </li>
        <li>Your old card is blocked and your points are on your new card number.</li>
        <li>You can use the digital card in the app straight away, until your new {thing} arrives.</li>
      </ul>
      <Link href="/homepage" variant="primary">
        Go to your digital card
      </Link>
    </>
  )
}
