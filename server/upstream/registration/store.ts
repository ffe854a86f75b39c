/**
 * The registrations table: one row per journey, keyed by authToken. The gateway keeps only the
 * token in its cookie; everything the collector typed lives here until the journey completes.
 */
import type { Kysely, Selectable, Updateable } from 'kysely'
import type { RegistrationUserData } from '../../../shared/contract/registration.ts'
import type { Database, RegistrationsTable } from '../db/schema.ts'
import { newToken } from './tokens.ts'

export type Registration = Selectable<RegistrationsTable>

/** What the journey collects step by step (registration specification §3, userData). */
export type UserData = RegistrationUserData

export type NewRegistration = Partial<
  Pick<Registration, 'user_type' | 'collector_id' | 'registration_done' | 'account_type'>
>

export async function createRegistration(
  db: Kysely<Database>,
  values: NewRegistration = {},
): Promise<string> {
  const authToken = newToken()
  await db
    .insertInto('registrations')
    .values({ auth_token: authToken, ...values })
    .execute()
  return authToken
}

/** The journey of an authToken, or undefined (unknown tokens read as absent). */
export function findRegistration(db: Kysely<Database>, authToken: string | undefined) {
  if (!authToken) return Promise.resolve(undefined)
  return db.selectFrom('registrations').selectAll().where('auth_token', '=', authToken).executeTakeFirst()
}

export const userDataOf = (row: Registration): UserData => row.user_data as UserData

/** Merges `data` into the journey's userData and returns the result. */
export async function mergeUserData(
  db: Kysely<Database>,
  row: Registration,
  data: UserData,
): Promise<UserData> {
  const merged = { ...userDataOf(row), ...data }
  await db
    .updateTable('registrations')
    .set({ user_data: JSON.stringify(merged) })
    .where('auth_token', '=', row.auth_token)
    .execute()
  return merged
}

export function updateRegistration(
  db: Kysely<Database>,
  authToken: string,
  values: Updateable<RegistrationsTable>,
) {
  return db.updateTable('registrations').set(values).where('auth_token', '=', authToken).execute()
}
