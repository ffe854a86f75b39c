/** After a reset request: what happens if an account matched (the answer never says whether one did). */
import { Link } from '../../../components/ui/link.tsx'

export function ResetPendingPanel({ requestHref }: { requestHref: string }) {
  return (
    <div className="page self-service">
      <h1>Check your email</h1>
      <p>
        If the details you gave match an account, we've sent an email with a link to reset your password. The
        link works once, for 30 minutes.
      </p>
      <p>Can't find it? Check your junk folder, or ask for another link.</p>
      <Link href={requestHref} variant="secondary">
        Send me another link
      </Link>
    </div>
  )
}
