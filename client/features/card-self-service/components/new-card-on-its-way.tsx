/** After a replacement: the new card number, when the plastic card arrives, and that the old one is blocked. */
import type { ReplacedCardResponse } from '../../../../shared/contract/card-self-service.ts'
import { Link } from '../../../components/ui/link.tsx'
import { useAppConfig } from '../../../lib/app-config.ts'

const arrivalDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

export function NewCardOnItsWay({ card }: { card: ReplacedCardResponse }) {
  const { cardPrefix, schemeName, identityStartPrefix } = useAppConfig()
  return (
    <section aria-labelledby="new-card-heading">
      <h2 id="new-card-heading">Your new card is on its way</h2>
      <p>
        Your new {schemeName} card number is{' '}
        <strong className="digital-card__number">
          {cardPrefix}
          {card.cardNumber}
        </strong>
        .
      </p>
      <p>It should arrive by {arrivalDate(card.expectedArrival)}. We've also sent you a message to say so.</p>
      <p>
        Your old card is blocked and your points are on your new card. You can log in and use your digital
        card straight away.
      </p>
      <Link href={`${identityStartPrefix}/enter-card-number`} variant="primary">
        Log in
      </Link>
    </section>
  )
}
