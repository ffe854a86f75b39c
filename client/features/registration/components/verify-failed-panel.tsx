/** Analogue-card mismatch (§2, §8): the details do not match the card's. */
import { DETAILS_MISMATCH } from '../../../../shared/validation/messages.ts'
import { Link } from '../../../components/ui/link.tsx'
import { useJourney } from '../hooks/use-journey.ts'

export function VerifyFailedPanel() {
  const { stepHref } = useJourney()
  return (
    <div className="page registration">
      <h1>{DETAILS_MISMATCH}</h1>
      <p>The details you entered don't match the ones we hold for your card. Check them and try again.</p>
      <div className="actions">
        <Link href={stepHref('customer-details')} variant="primary">
          Re-enter details
        </Link>
      </div>
      <p>
        Still having trouble? <Link href="/contact-us">chat to us</Link>
      </p>
    </div>
  )
}
