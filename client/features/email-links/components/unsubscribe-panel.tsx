/**
 * /emails/unsubscribe?token=…: what the e-mail's link is for, one press to stop that type of
 * e-mail, and the way to manage every preference after logging in (/account/comms).
 */
import { Button } from '../../../components/ui/button.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { useUnsubscribeLink } from '../api/get-unsubscribe.ts'
import { useUnsubscribe } from '../api/unsubscribe.ts'
import { LinkRefused } from './link-refused.tsx'

const COMMS = '/account/comms'
const MANAGE = 'Manage all your email preferences'

export function UnsubscribePanel({ token }: { token: string }) {
  const link = useUnsubscribeLink(token)
  const press = useUnsubscribe(token)
  const view = link.data
  const error = press.error ?? link.error
  if (error)
    return (
      <LinkRefused
        error={error}
        onRetry={() => (press.error ? press.reset() : void link.refetch())}
        next={{ href: COMMS, label: MANAGE }}
      />
    )
  if (!view) return <p role="status">Loading - Please wait...</p>
  if (view.alwaysSent)
    return (
      <>
        <h1>We always send {view.emailTypeName.toLowerCase()}</h1>
        <p>
          They tell {view.email} about something that happened to the account, such as a log in or a change of
          details, so they can't be turned off.
        </p>
        <p>If you didn't expect this email, call our Careline or change your password.</p>
        <p>
          <Link href={COMMS}>{MANAGE}</Link> (you'll need to log in).
        </p>
      </>
    )
  return (
    <>
      <h1>
        {view.subscribed ? `Unsubscribe from ${view.emailTypeName.toLowerCase()}` : "You're unsubscribed"}
      </h1>
      {view.subscribed ? (
        <>
          <p>
            We'll stop sending {view.emailTypeName.toLowerCase()} to {view.email}. Other emails from us are
            not affected.
          </p>
          <p>
            <Button isLoading={press.isPending} onClick={() => press.mutate()}>
              Unsubscribe
            </Button>
          </p>
        </>
      ) : (
        <Notice>
          We won't send {view.emailTypeName.toLowerCase()} to {view.email} any more.
        </Notice>
      )}
      <p>
        <Link href={COMMS}>{MANAGE}</Link> (you'll need to log in).
      </p>
    </>
  )
}
