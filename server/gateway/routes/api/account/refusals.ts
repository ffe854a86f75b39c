/**
 * The upstream's account refusals as the routes' own: the same code, the page's message
 * (ACCOUNT_MESSAGES). Anything else is rethrown as it is (a 5xx, a 401).
 */
import { ACCOUNT_MESSAGES, type AccountRefusalCode } from '../../../../../shared/contract/account.ts'
import { Refusal } from '../../../errors/refusal.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'

const isAccountCode = (code: string | undefined): code is AccountRefusalCode =>
  code !== undefined && Object.hasOwn(ACCOUNT_MESSAGES, code)

export const accountRefusal = (code: AccountRefusalCode, status = 400) =>
  new Refusal(status, code, ACCOUNT_MESSAGES[code])

/** Rethrows an upstream 400/429 the page can explain as its refusal; anything else as it is. */
export function asAccountRefusal(error: unknown): never {
  if (error instanceof UpstreamError && (error.upstreamStatus === 400 || error.upstreamStatus === 429)) {
    const code = error.errorStatus === 'MFA_INVALID' ? 'TWO_FA_EXPIRED' : error.errorStatus
    if (isAccountCode(code)) throw accountRefusal(code, error.upstreamStatus)
    if (error.errorStatus === 'VALIDATION_ERROR' || error.errorStatus === 'PASSWORD_INVALID')
      throw new Refusal(400, 'VALIDATION', error.description ?? error.message)
  }
  throw error
}
