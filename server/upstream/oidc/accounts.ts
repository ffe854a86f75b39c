/**
 * Collectors as the provider sees them: the login check (card number or email, then argon2id)
 * and `findAccount`, which gives the claims of the ID token and userinfo.
 * @see https://github.com/panva/node-oidc-provider/blob/main/docs/README.md#findaccount
 */
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Account, FindAccount } from 'oidc-provider'
import { hashPassword, verifyPassword } from '../auth/passwords.ts'
import type { CollectorsTable } from '../db/schema.ts'

export type AccountTables = { collectors: CollectorsTable }

/** The scheme's card prefix; the stored card number is the 11 digits after it. */
export const CARD_PREFIX = '98263000'

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

let decoyHash: Promise<string> | undefined

/** Compared against when no collector matches, so that a miss costs as long as a wrong password. */
function decoy(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('base64url'))
  return decoyHash
}

/** The collector id when the credentials are right and the account is active, otherwise undefined. */
export async function checkCredentials(
  db: Kysely<AccountTables>,
  rawIdentifier: string,
  password: string,
): Promise<string | undefined> {
  const identifier = parseIdentifier(rawIdentifier)
  const collector = identifier
    ? await db
        .selectFrom('collectors')
        .select(['id', 'password_hash', 'status'])
        .where(identifier.column, '=', identifier.value)
        .executeTakeFirst()
    : undefined
  const passwordHash = collector?.password_hash ?? (await decoy())
  const matches = await verifyPassword(passwordHash, password)
  return matches && collector?.password_hash && collector.status === 'active' ? collector.id : undefined
}

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
