/** The confirmation e-mail's link was opened after it expired: start the journey again for a new one. */
import { EMAIL_LINK_VALID_HOURS } from '../../../../shared/constants/limits.ts'
import { Link } from '../../../components/ui/link.tsx'
import { useJourney } from '../hooks/use-journey.ts'

export function LinkExpiredPanel() {
  const { stepHref } = useJourney()
  return (
    <div className="page registration">
      <h1>This link has expired</h1>
      <p>
        The link in our email works for {EMAIL_LINK_VALID_HOURS} hours. Start again and we'll send you a new
        one.
      </p>
      <div className="actions">
        <Link href={stepHref('card-check')} variant="primary">
          Start again
        </Link>
      </div>
    </div>
  )
}
