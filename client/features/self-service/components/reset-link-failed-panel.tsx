/** A reset link that was used already or opened too late: says which, and offers a new one. */
import { Link } from '../../../components/ui/link.tsx'

export type LinkFailure = 'LINK_USED' | 'LINK_EXPIRED'

const TEXTS: Record<LinkFailure, { heading: string; why: string }> = {
  LINK_USED: {
    heading: 'This link has already been used',
    why: 'Each reset link works once. If you still need to reset your password, ask for a new link.',
  },
  LINK_EXPIRED: {
    heading: 'This link has expired',
    why: 'Reset links work for 30 minutes. Ask for a new link and use it straight away.',
  },
}

export function ResetLinkFailedPanel({
  failure,
  requestHref,
}: {
  failure: LinkFailure
  requestHref: string
}) {
  const { heading, why } = TEXTS[failure]
  return (
    <div className="page self-service">
      <h1>{heading}</h1>
      <p>{why}</p>
      <Link href={requestHref} variant="primary">
        Send me a new link
      </Link>
    </div>
  )
}
