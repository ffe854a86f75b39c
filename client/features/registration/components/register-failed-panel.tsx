/**
 * /register-failed: what went wrong (the error detail kept in the registration state) and what to do
 * next for each failure category (§8).
 */
import type { RegistrationFailureCategory } from '../../../../shared/constants/journey.ts'
import { Link } from '../../../components/ui/link.tsx'
import { DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { useAppConfig } from '../../../lib/app-config.ts'
import { useRegistration } from '../hooks/registration-store.ts'

const ADVICE: Record<RegistrationFailureCategory, string> = {
  'please-log-in': 'You already have an account with this email address. Please log in.',
  'card-not-applicable': "This card can't be used to register. Call us and we'll help.",
  'system-error': "There's a problem with an older account of yours. Call us and we'll sort it out.",
  'try-again': 'Please try again.',
}

export function RegisterFailedPanel() {
  const { identityStartPrefix: prefix, carelinePhone } = useAppConfig()
  const { error } = useRegistration()
  const category = error?.category ?? 'try-again'
  return (
    <div className="page registration">
      <h1>We could not finish your registration</h1>
      <p className="registration__detail">{error?.message ?? DEFAULT_ERROR_MESSAGE}</p>
      <p>{ADVICE[category]}</p>
      <div className="actions">
        {category === 'please-log-in' ? (
          <Link href={`${prefix}/login`} variant="primary">
            Log in
          </Link>
        ) : (
          <Link href={`${prefix}/card-check`} variant="primary">
            Start again
          </Link>
        )}
      </div>
      <p>
        Need help? Call us on <Link href={`tel:${carelinePhone.replaceAll(' ', '')}`}>{carelinePhone}</Link>
      </p>
    </div>
  )
}
