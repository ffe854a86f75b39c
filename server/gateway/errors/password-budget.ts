/**
 * The upstream's 429 on a current-password check: the account's sign-in budget is spent (it is
 * shared by sign-in, the password change and the deletion). Every route answers it the same way,
 * with the sign-in page's own words.
 */
import { TOO_MANY_ATTEMPTS } from '../../../shared/contract/login.ts'
import { UpstreamError } from '../plugins/app/upstream/errors.ts'
import { Refusal } from './refusal.ts'

export function refuseSpentPasswordBudget(error: unknown): void {
  if (error instanceof UpstreamError && error.upstreamStatus === 429)
    throw new Refusal(429, 'RATE_LIMITED', TOO_MANY_ATTEMPTS)
}
