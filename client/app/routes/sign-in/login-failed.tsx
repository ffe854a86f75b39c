/** /login-failed: an identity login that was cancelled or did not finish, and the way to try again. */
import { Link } from '../../../components/ui/link.tsx'
import { useAppConfig } from '../../../lib/app-config.ts'

export default function LoginFailedRoute() {
  const { identityStartPrefix } = useAppConfig()
  return (
    <div className="page">
      <h1>We could not log you in</h1>
      <p>Your login was cancelled or did not finish. Please try again.</p>
      <div className="actions">
        <Link href={`${identityStartPrefix}/enter-card-number`} variant="primary">
          Try again
        </Link>
      </div>
    </div>
  )
}
