/**
 * `fastify.accountRepository`: the account pages' reads and changes (profile, address, additional
 * details, e-mail, mobile, password), each change audited in its own transaction, and the store of
 * the signed-in security codes and the grants they hand out. The only SQL of the account area.
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import type { Kysely } from 'kysely'
import { recordAudit } from '../audit/repository.ts'
import type { AuditTables } from '../audit/schema.ts'
import type { AccountDetailsTables, OutboxChannel } from '../db/schema.ts'

type Tables = AccountDetailsTables & AuditTables
type Audit = { channel?: string }

export type NewSecurityCode = {
  collectorId: string
  codeHash: string
  delivery: OutboxChannel
  expiresAt: Date
  now: Date
  /** Sends counted within this window; an older window starts again. */
  windowStart: Date
}

export function createAccountRepository(db: Kysely<Tables>) {
  const collector = (id: string) => db.selectFrom('collectors').where('id', '=', id)

  return {
    profile: (id: string) =>
      collector(id)
        .select([
          'id',
          'card_number',
          'title',
          'first_name',
          'last_name',
          'email',
          'email_verified_at',
          'phone_number',
          'country_code',
          'date_of_birth',
        ])
        .executeTakeFirst(),

    changeName: (
      id: string,
      name: { title: string | null; firstName: string; lastName: string },
      audit: Audit,
    ) =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('collectors')
          .set({ title: name.title, first_name: name.firstName, last_name: name.lastName })
          .where('id', '=', id)
          .execute()
        await recordAudit<Tables>(trx, {
          collectorId: id,
          action: 'profile.name',
          ...audit,
          detail: { fields: 'title,firstName,lastName' },
        })
      }),

    address: (id: string) =>
      db
        .selectFrom('collector_addresses')
        .select(['lines', 'postcode'])
        .where('collector_id', '=', id)
        .executeTakeFirst(),

    changeAddress: (id: string, address: { lines: string[]; postcode: string }, audit: Audit) =>
      db.transaction().execute(async (trx) => {
        const values = {
          lines: JSON.stringify(address.lines),
          postcode: address.postcode,
          updated_at: new Date(),
        }
        await trx
          .insertInto('collector_addresses')
          .values({ collector_id: id, ...values })
          .onConflict((oc) => oc.column('collector_id').doUpdateSet(values))
          .execute()
        await recordAudit<Tables>(trx, { collectorId: id, action: 'profile.address', ...audit })
      }),

    additionalDetails: (id: string) =>
      db
        .selectFrom('collector_additional_details')
        .select(['household_size', 'dietary_preference'])
        .where('collector_id', '=', id)
        .executeTakeFirst(),

    saveAdditionalDetails: (
      id: string,
      details: { dateOfBirth?: string; householdSize?: number; dietaryPreference?: string },
      audit: Audit,
    ) =>
      db.transaction().execute(async (trx) => {
        if (details.dateOfBirth !== undefined)
          await trx
            .updateTable('collectors')
            .set({ date_of_birth: details.dateOfBirth })
            .where('id', '=', id)
            .execute()
        const values = {
          ...(details.householdSize !== undefined ? { household_size: details.householdSize } : {}),
          ...(details.dietaryPreference !== undefined
            ? { dietary_preference: details.dietaryPreference }
            : {}),
        }
        if (Object.keys(values).length > 0)
          await trx
            .insertInto('collector_additional_details')
            .values({ collector_id: id, ...values })
            .onConflict((oc) => oc.column('collector_id').doUpdateSet({ ...values, updated_at: new Date() }))
            .execute()
        await recordAudit<Tables>(trx, {
          collectorId: id,
          action: 'profile.additional-details',
          ...audit,
          detail: { fields: Object.keys(details).sort().join(',') },
        })
      }),

    /** The collector holding this address other than `exceptId`, if any. */
    emailHolder: async (email: string, exceptId: string) =>
      (
        await db
          .selectFrom('collectors')
          .select('id')
          .where('email', '=', email)
          .where('id', '!=', exceptId)
          .executeTakeFirst()
      )?.id,

    /** Moves the account to the new address at once; it stays unverified until its link is opened. */
    changeEmail: (id: string, email: string, audit: Audit) =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('collectors')
          .set({ email, email_verified_at: null })
          .where('id', '=', id)
          .execute()
        await recordAudit<Tables>(trx, {
          collectorId: id,
          action: 'email.changed',
          ...audit,
          detail: { field: 'email' },
        })
      }),

    recordEmailChangeRequested: (id: string, audit: Audit) =>
      recordAudit<Tables>(db, {
        collectorId: id,
        action: 'email.change-requested',
        ...audit,
        detail: { field: 'email' },
      }),

    changeMobile: (id: string, mobile: { countryCode: string; phoneNumber: string }, audit: Audit) =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('collectors')
          .set({ country_code: mobile.countryCode, phone_number: mobile.phoneNumber })
          .where('id', '=', id)
          .execute()
        await recordAudit<Tables>(trx, {
          collectorId: id,
          action: 'mobile.changed',
          ...audit,
          detail: { field: 'mobile' },
        })
      }),

    passwordHash: async (id: string) =>
      (await collector(id).select('password_hash').executeTakeFirst())?.password_hash ?? null,

    changePassword: (id: string, passwordHash: string, audit: Audit) =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('collectors')
          .set({ password_hash: passwordHash })
          .where('id', '=', id)
          .execute()
        await recordAudit<Tables>(trx, { collectorId: id, action: 'password.changed', ...audit })
      }),

    /** The collector's security code row, live or not. */
    securityCode: (collectorId: string) =>
      db
        .selectFrom('account_security_codes')
        .selectAll()
        .where('collector_id', '=', collectorId)
        .executeTakeFirst(),

    /** A new code replaces the previous one: its tries start again, the send is counted. */
    putSecurityCode: async ({
      collectorId,
      codeHash,
      delivery,
      expiresAt,
      now,
      windowStart,
    }: NewSecurityCode) => {
      const fresh = { code_hash: codeHash, delivery, expires_at: expiresAt, attempts: 0, used_at: null }
      await db
        .insertInto('account_security_codes')
        .values({ collector_id: collectorId, ...fresh, sends: 1, window_started_at: now })
        .onConflict((oc) =>
          oc.column('collector_id').doUpdateSet((eb) => ({
            ...fresh,
            sends: eb
              .case()
              .when('account_security_codes.window_started_at', '<', windowStart)
              .then(1)
              .else(eb('account_security_codes.sends', '+', 1))
              .end(),
            window_started_at: eb
              .case()
              .when('account_security_codes.window_started_at', '<', windowStart)
              .then(now)
              .else(eb.ref('account_security_codes.window_started_at'))
              .end(),
          })),
        )
        .execute()
    },

    /** Counts a wrong code: the tries so far. */
    countWrongCode: async (collectorId: string) =>
      (
        await db
          .updateTable('account_security_codes')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('collector_id', '=', collectorId)
          .returning('attempts')
          .executeTakeFirst()
      )?.attempts ?? Number.POSITIVE_INFINITY,

    /** Spends the code once: false when another request spent it first. */
    spendSecurityCode: async (collectorId: string, now: Date) =>
      (
        await db
          .updateTable('account_security_codes')
          .set({ used_at: now })
          .where('collector_id', '=', collectorId)
          .where('used_at', 'is', null)
          .executeTakeFirst()
      ).numUpdatedRows > 0n,

    insertGrant: async (tokenHash: string, collectorId: string, expiresAt: Date) => {
      await db
        .insertInto('account_mfa_grants')
        .values({ token_hash: tokenHash, collector_id: collectorId, expires_at: expiresAt })
        .execute()
    },

    /** Spends an unexpired, unused grant of this collector, once. */
    spendGrant: async (tokenHash: string, collectorId: string, now: Date) =>
      (
        await db
          .updateTable('account_mfa_grants')
          .set({ used_at: now })
          .where('token_hash', '=', tokenHash)
          .where('collector_id', '=', collectorId)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .executeTakeFirst()
      ).numUpdatedRows > 0n,
  }
}

export type AccountRepository = ReturnType<typeof createAccountRepository>
