/** The password is reset: every session ended, so the collector logs in again with the new one. */
import { Link } from '../../../components/ui/link.tsx'

export function ResetDonePanel({ loginHref }: { loginHref: string }) {
  return (
    <div className="page self-service">
      <h1>Your password has been reset</h1>
      <p role="status">
        We've logged you out everywhere you were logged in, and emailed you to say your password changed. Log
        in with your new password.
      </p>
      <Link href={loginHref} variant="primary">
        Log in
      </Link>
    </div>
  )
}
