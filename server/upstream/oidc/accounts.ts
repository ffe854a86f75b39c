/**
 * Collectors as the provider sees them: whose password a login tries (card number or email; the
 * check itself is login-guard.ts) and `findAccount`, which gives the claims of the ID token and userinfo.
 * @see https://github.com/panva/node-oidc-provider/blob/main/docs/README.md#findaccount
 */
import type { Kysely } from 'kysely'
import type { Account, FindAccount } from 'oidc-provider'
import { hashPassword } from '../auth/passwords.ts'
import type { CollectorsTable } from '../db/schema.ts'
import { digest, newToken } from '../lib/tokens.ts'
import type { LoginSubject } from './login-guard.ts'

export type AccountTables = { collectors: CollectorsTable }

/** The scheme's card prefix; the stored card number is the 11 digits after it. */
const CARD_PREFIX = '98263000'

export type Identifier = { column: 'card_number'; value: string } | { column: 'email'; value: string }

/** Accepts the 11 digits, the full 19 digits with the prefix (spaces allowed), or an email. */
export function parseIdentifier(raw: string): Identifier | undefined {
  const text = raw.trim()
  if (text.includes('@')) return { column: 'email', value: text.toLowerCase() }
  const digits = text.replace(/[\s-]/g, '')
  if (/^\d{11}$/.test(digits)) return { column: 'card_number', value: digits }
  if (/^\d{19}$/.test(digits) && digits.startsWith(CARD_PREFIX)) {
    return { column: 'card_number', value: digits.slice(CARD_PREFIX.length) }
  }
  return undefined
}

let decoy: Promise<string> | undefined

/** Compared against when no check may run or no collector matches, so that each costs a hash. */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(newToken(16))
  return decoy
}

/**
 * Whose password the login form is trying: the collector of the card number or e-mail, keyed by
 * its id so that every spelling shares one budget; otherwise the identifier itself, hashed so
 * that it is not kept in clear.
 */
export async function findLoginSubject(
  db: Kysely<AccountTables>,
  rawIdentifier: string,
): Promise<LoginSubject> {
  const identifier = parseIdentifier(rawIdentifier)
  const collector = identifier
    ? await db
        .selectFrom('collectors')
        .select(['id', 'password_hash', 'status'])
        .where(identifier.column, '=', identifier.value)
        .executeTakeFirst()
    : undefined
  if (collector) return { key: accountKey(collector.id), collector }
  const text = identifier?.value ?? rawIdentifier.trim().toLowerCase()
  return { key: `identifier:${digest(text)}` }
}

export const accountKey = (collectorId: string) => `account:${collectorId}`

/** oidc-provider's `findAccount`: an active collector, with its claims by scope. */
export function createFindAccount(db: Kysely<AccountTables>): FindAccount {
  return async (_ctx, id): Promise<Account | undefined> => {
    const collector = await db
      .selectFrom('collectors')
      .select(['id', 'first_name', 'last_name', 'email', 'status'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (collector?.status !== 'active') return undefined
    return {
      accountId: collector.id,
      claims: () => ({
        sub: collector.id,
        given_name: collector.first_name,
        family_name: collector.last_name,
        name: `${collector.first_name} ${collector.last_name}`,
        ...(collector.email ? { email: collector.email, email_verified: true } : {}),
      }),
    }
  }
}
