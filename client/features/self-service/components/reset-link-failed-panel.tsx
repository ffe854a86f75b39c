/** A reset link that is not valid, was used already or was opened too late: says which, and offers a new one. */
import type { LinkRefusalCode } from '../../../../shared/constants/email-links.ts'
import { InvalidLink } from '../../../components/invalid-link.tsx'

export type LinkFailure = LinkRefusalCode

const WHY: Record<LinkFailure, string> = {
  LINK_UNKNOWN:
    'Check you copied the whole link from the email. If it still does not work, ask for a new link.',
  LINK_USED: 'Each reset link works once. If you still need to reset your password, ask for a new link.',
  LINK_EXPIRED: 'Reset links work for 30 minutes. Ask for a new link and use it straight away.',
}

export function ResetLinkFailedPanel({
  failure,
  requestHref,
}: {
  failure: LinkFailure
  requestHref: string
}) {
  return (
    <div className="page self-service">
      <InvalidLink
        failure={failure}
        why={WHY[failure]}
        next={{ href: requestHref, label: 'Send me a new link' }}
      />
    </div>
  )
}
