/**
 * One submission of the login form: the fields are checked in the order a person reads them,
 * then the password behind the login budgets (login-guard.ts). The same message answers every
 * wrong credential, so that the page does not tell which cards or emails exist; an identifier
 * over its budget is refused in the same way whether or not a collector has it.
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Authentication_Cheat_Sheet.html#authentication-and-error-messages
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { type AccountTables, findLoginSubject } from './accounts.ts'
import type { LoginGuard } from './login-guard.ts'
import type { LoginField } from './pages.ts'

export const LOGIN_MESSAGES = {
  identifierMissing: 'Enter your card number or email address',
  passwordMissing: 'Enter your password',
  badCredentials:
    'The card number or email and password you entered do not match our records. Check them and try again.',
  throttled: 'You have tried to log in too many times. Wait 15 minutes, then try again.',
  expired: 'Your login has timed out. Go back to the website and log in again.',
  linkExpired: 'Your login link has expired. Log in with your card number or email and password.',
} as const

export type LoginInput = { identifier?: string | undefined; password?: string | undefined }

export type LoginOutcome =
  | { accountId: string }
  | { status: 400 | 429; error: { message: string; fields: readonly LoginField[] } }

const refuse = (status: 400 | 429, message: string, fields: readonly LoginField[]): LoginOutcome => ({
  status,
  error: { message, fields },
})

export function createLoginAttempt(db: Kysely<AccountTables>, guard: LoginGuard) {
  return async (
    { identifier = '', password = '' }: LoginInput,
    ip: string | undefined,
    log: FastifyBaseLogger,
  ): Promise<LoginOutcome> => {
    if (!identifier.trim()) return refuse(400, LOGIN_MESSAGES.identifierMissing, ['identifier'])
    if (!password) return refuse(400, LOGIN_MESSAGES.passwordMissing, ['password'])
    const subject = await findLoginSubject(db, identifier)
    const result = await guard.check(subject, password, { ip, door: 'form', log })
    if ('accountId' in result) return result
    if (result.refused === 'throttled') return refuse(429, LOGIN_MESSAGES.throttled, [])
    return refuse(400, LOGIN_MESSAGES.badCredentials, ['identifier', 'password'])
  }
}
