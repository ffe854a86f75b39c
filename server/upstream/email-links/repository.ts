/**
 * The e-mailed links, the e-mail preferences, and the collector changes a link applies. Routes
 * call these methods (through `fastify.emailLinksRepository`) and never write SQL.
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import type { Insertable, Kysely } from 'kysely'
import type { EmailType } from '../../../shared/constants/email-links.ts'
import type { Database } from '../db/schema.ts'
import { endProviderRecords } from '../oidc/end-provider-records.ts'
import type { EmailLinksTable, EmailLinkTables } from './schema.ts'

export type NewEmailLink = Omit<Insertable<EmailLinksTable>, 'created_at' | 'used_at'>

export function createEmailLinksRepository(db: Kysely<Database & EmailLinkTables>) {
  return {
    insert: async (link: NewEmailLink) => {
      await db.insertInto('email_links').values(link).execute()
    },
    byHash: (tokenHash: string) =>
      db.selectFrom('email_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),
    /** Marks the link used unless it already was: true for the one call that did it. */
    markUsed: async (tokenHash: string, at: Date): Promise<boolean> => {
      const result = await db
        .updateTable('email_links')
        .set({ used_at: at })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },
    /** Whether the address takes e-mails of the type: yes unless it said no. */
    isSubscribed: async (email: string, emailType: EmailType): Promise<boolean> => {
      const row = await db
        .selectFrom('email_preferences')
        .select('subscribed')
        .where('email', '=', email)
        .where('email_type', '=', emailType)
        .executeTakeFirst()
      return row?.subscribed ?? true
    },
    setSubscribed: async (email: string, emailType: EmailType, subscribed: boolean, at: Date) => {
      await db
        .insertInto('email_preferences')
        .values({ email, email_type: emailType, subscribed, updated_at: at })
        .onConflict((oc) => oc.columns(['email', 'email_type']).doUpdateSet({ subscribed, updated_at: at }))
        .execute()
    },
    /** Every preference the address has set (what /account/comms shows after sign-in). */
    preferencesOf: (email: string) =>
      db
        .selectFrom('email_preferences')
        .select(['email_type', 'subscribed', 'updated_at'])
        .where('email', '=', email)
        .orderBy('email_type')
        .execute(),
    collectorByEmail: (email: string) =>
      db
        .selectFrom('collectors')
        .select(['id', 'email', 'first_name', 'last_name'])
        .where('email', '=', email)
        .executeTakeFirst(),
    collectorById: (id: string) =>
      db
        .selectFrom('collectors')
        .select(['id', 'email', 'first_name', 'last_name', 'email_verified_at'])
        .where('id', '=', id)
        .executeTakeFirst(),
    emailTaken: async (email: string): Promise<boolean> =>
      (await db.selectFrom('collectors').select('id').where('email', '=', email).executeTakeFirst()) !==
      undefined,
    markEmailVerified: async (collectorId: string, at: Date) => {
      await db
        .updateTable('collectors')
        .set({ email_verified_at: at })
        .where('id', '=', collectorId)
        .execute()
    },
    /** The new address (verified by the link that brought it) and, when given, the new password hash. */
    /** With a new password, the collector's provider sessions and tokens end in the same transaction. */
    changeEmail: (collectorId: string, email: string, at: Date, passwordHash?: string) =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('collectors')
          .set({ email, email_verified_at: at, ...(passwordHash ? { password_hash: passwordHash } : {}) })
          .where('id', '=', collectorId)
          .execute()
        if (passwordHash) await endProviderRecords(trx, collectorId)
      }),
  }
}

export type EmailLinksRepository = ReturnType<typeof createEmailLinksRepository>
