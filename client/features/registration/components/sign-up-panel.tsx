/** Registration start (routes §2.5): register now, or try a temporary card for 30 days. */
import { Link } from '../../../components/ui/link.tsx'
import { useAppConfig } from '../../../lib/app-config.ts'
import { useJourney } from '../hooks/use-journey.ts'

export function SignUpPanel() {
  const { schemeName } = useAppConfig()
  const { stepHref } = useJourney()
  return (
    <div className="page registration">
      <h1>Join {schemeName}</h1>
      <p>Register to collect points, get personalised offers and see your balance.</p>
      <div className="actions">
        <Link href={stepHref('card-check')} variant="primary">
          Register now
        </Link>
        <Link href={stepHref('temp-card')} variant="secondary">
          Try a temporary card for 30 days
        </Link>
      </div>
    </div>
  )
}
