/**
 * The registrations table: one row per journey, keyed by authToken. The gateway keeps only the
 * token in its cookie; everything the collector typed lives here until the journey completes.
 * Routes call these methods (through `fastify.registrationsRepository`) and never write SQL.
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import type { Kysely, Selectable, Updateable } from 'kysely'
import type { RegistrationUserData } from '../../../shared/contract/registration.ts'
import type { Database, RegistrationsTable } from '../db/schema.ts'
import { newToken } from '../lib/tokens.ts'

export type Registration = Selectable<RegistrationsTable>

/** What the journey collects step by step (registration specification §3, userData). */
export type UserData = RegistrationUserData

export type NewRegistration = Partial<
  Pick<Registration, 'user_type' | 'collector_id' | 'registration_done' | 'account_type'>
>

export const userDataOf = (row: Registration): UserData => row.user_data as UserData

export function createRegistrationsRepository(db: Kysely<Database>) {
  const update = async (authToken: string, values: Updateable<RegistrationsTable>) => {
    await db.updateTable('registrations').set(values).where('auth_token', '=', authToken).execute()
  }
  return {
    /** Opens a journey: its new authToken. */
    create: async (values: NewRegistration = {}): Promise<string> => {
      const authToken = newToken()
      await db
        .insertInto('registrations')
        .values({ auth_token: authToken, ...values })
        .execute()
      return authToken
    },
    /** The journey of an authToken, or undefined (unknown tokens read as absent). */
    find: (authToken: string | undefined) => {
      if (!authToken) return Promise.resolve(undefined)
      return db.selectFrom('registrations').selectAll().where('auth_token', '=', authToken).executeTakeFirst()
    },
    /** The journey of an authToken, locked until the transaction ends (the completion runs once). */
    findForUpdate: (authToken: string) =>
      db
        .selectFrom('registrations')
        .selectAll()
        .where('auth_token', '=', authToken)
        .forUpdate()
        .executeTakeFirst(),
    /** The journey whose confirmation link has this token hash. */
    findByEmailTokenHash: (tokenHash: string) =>
      db.selectFrom('registrations').selectAll().where('email_token_hash', '=', tokenHash).executeTakeFirst(),
    update,
    /** Merges `data` into the journey's userData and returns the result. */
    mergeUserData: async (row: Registration, data: UserData): Promise<UserData> => {
      const merged = { ...userDataOf(row), ...data }
      await update(row.auth_token, { user_data: JSON.stringify(merged) })
      return merged
    },
    /** Redeems a completed journey's completion token, once: cleared in the statement that reads it. */
    redeemCompletedToken: (completedToken: string) =>
      db
        .updateTable('registrations')
        .set({ completed_token: null })
        .where('completed_token', '=', completedToken)
        .where('sign_up_status', '=', 'COMPLETE')
        .returning(['completed_collector_id', 'registration_done'])
        .executeTakeFirst(),
  }
}

export type RegistrationsRepository = ReturnType<typeof createRegistrationsRepository>
