/**
 * The page of a link that leads nowhere, one per reason (unknown, expired, already used), each
 * saying what to do next. Any other failure says so and offers to try again.
 */
import { LINK_REFUSALS, type LinkRefusalCode } from '../../../../shared/constants/email-links.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'

const WHAT_NEXT: Record<LinkRefusalCode, string> = {
  LINK_UNKNOWN:
    'Check you copied the whole link from the email. If it still does not work, ask for a new email.',
  LINK_EXPIRED: 'Links in our emails only work for a limited time. Ask for a new email and use its link.',
  LINK_USED: 'Each link works once, and this one has done its job. You do not need to do anything else.',
}

const isLinkRefusal = (code: string): code is LinkRefusalCode => Object.hasOwn(LINK_REFUSALS, code)

/** The code of a refused link, or undefined for any other failure. */
export const linkRefusalOf = (error: unknown): LinkRefusalCode | undefined =>
  error instanceof ApiError && isLinkRefusal(error.code) ? error.code : undefined

type Props = { error: unknown; onRetry?: () => void; next: { href: string; label: string } }

export function LinkRefused({ error, onRetry, next }: Props) {
  const code = linkRefusalOf(error)
  if (!code)
    return (
      <>
        <h1>Something went wrong</h1>
        <Notice kind="error">{error instanceof ApiError ? error.message : DEFAULT_ERROR_MESSAGE}</Notice>
        {onRetry && <Button onClick={onRetry}>Try again</Button>}
      </>
    )
  return (
    <>
      <h1>{LINK_REFUSALS[code].heading}</h1>
      <p>{WHAT_NEXT[code]}</p>
      <p>
        <Link href={next.href}>{next.label}</Link>
      </p>
    </>
  )
}
