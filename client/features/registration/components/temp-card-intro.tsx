/** Temporary card prompt (routes §2.5): try the scheme now, register later. */
import { Link } from '../../../components/ui/link.tsx'
import { useAppConfig } from '../../../lib/app-config.ts'
import { useJourney } from '../hooks/use-journey.ts'

export function TempCardIntro() {
  const { schemeName } = useAppConfig()
  const { stepHref } = useJourney()
  return (
    <div className="page registration">
      <h1>Try {schemeName} now, register later</h1>
      <p>Get a digital card for 30 days with just your email address, and start collecting points today.</p>
      <div className="actions">
        <Link href={stepHref('temp-card/enter-email-address')} variant="primary">
          Get a temporary card
        </Link>
      </div>
      <p>
        <Link href={stepHref('card-check')}>Want full access? Register now</Link>
      </p>
    </div>
  )
}
