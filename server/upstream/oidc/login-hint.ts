/**
 * The authorization request's `login_hint` (OpenID Connect Core §3.1.2.1): the card number or
 * e-mail the collector typed on the product's card-number entry, which the login page fills in.
 * It arrives in a URL anyone can write, so only a well-formed card number or e-mail is used, and
 * in its normal form; the page escapes it like any other text.
 * @see https://openid.net/specs/openid-connect-core-1_0.html#AuthRequest
 */
import { EMAIL_MAX } from '../../../shared/constants/limits.ts'
import { EMAIL_REGEX } from '../../../shared/validation/identity-rules.ts'
import { parseIdentifier } from './accounts.ts'

export function loginHint(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined
  const text = raw.trim()
  if (text.length > EMAIL_MAX) return undefined
  const identifier = parseIdentifier(text)
  if (identifier?.column === 'card_number') return identifier.value
  return identifier && EMAIL_REGEX.test(text) ? identifier.value : undefined
}
