/**
 * The page of a link from an e-mail or a partner that leads nowhere: cut short, mistyped, unknown,
 * expired or already used. It says which in words (never the gateway's reasons for a field), the
 * next step as the one thing to press, and the Careline for anyone stuck.
 */
import { LINK_REFUSALS, type LinkRefusalCode } from '../../shared/constants/email-links.ts'
import { ERROR_CODES } from '../../shared/contract/errors.ts'
import { ApiError } from '../lib/api-error.ts'
import { useAppConfig } from '../lib/app-config.ts'
import { Link } from './ui/link.tsx'

const WHY: Record<LinkRefusalCode, string> = {
  LINK_UNKNOWN:
    'Check you copied the whole link from the email. If it still does not work, ask for a new one.',
  LINK_EXPIRED:
    'Links in our emails only work for a limited time. Ask for a new one and use it straight away.',
  LINK_USED: 'Each link works once, and this one has done its job.',
}

const isLinkRefusal = (code: string): code is LinkRefusalCode => Object.hasOwn(LINK_REFUSALS, code)

/**
 * Why a link's call failed, when the link itself is at fault: its own refusal, or a token the
 * gateway's schema refused (a 400 VALIDATION naming the token) or did not find (a 404). Undefined for anything else
 * (the network, a server fault), which is worth trying again.
 */
export function linkFailureOf(error: unknown): LinkRefusalCode | undefined {
  if (!(error instanceof ApiError)) return undefined
  if (isLinkRefusal(error.code)) return error.code
  const fields = error.details.fields
  const tokenRefused =
    error.code === ERROR_CODES.validation &&
    typeof fields === 'object' &&
    fields !== null &&
    'token' in fields
  return tokenRefused || error.status === 404 ? 'LINK_UNKNOWN' : undefined
}

export type NextStep = { href: string; label: string }

type Props = {
  /** Unknown unless the gateway said expired or used. */
  failure?: LinkRefusalCode
  next: NextStep
  /** The page's own explanation, when it knows better than the e-mailed links' one. */
  why?: string
}

export function InvalidLink({ failure = 'LINK_UNKNOWN', next, why }: Props) {
  const { carelinePhone } = useAppConfig()
  return (
    <div className="invalid-link">
      <h1>{LINK_REFUSALS[failure].heading}</h1>
      <p>{why ?? WHY[failure]}</p>
      <p>
        <Link href={next.href} variant="primary">
          {next.label}
        </Link>
      </p>
      <p>
        Need help? Call our Careline on{' '}
        <Link href={`tel:${carelinePhone.replaceAll(' ', '')}`}>{carelinePhone}</Link>.
      </p>
    </div>
  )
}
