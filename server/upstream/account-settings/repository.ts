/**
 * The signed-in account settings (`fastify.accountSettingsRepository`): communication preferences,
 * the online-advertising consent, sound effects, and the account's deletion. Each change and its
 * audit row are written in one transaction. A collector without a row has given no consent and
 * hears sound effects (the app's default).
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import { type Kysely, sql } from 'kysely'
import { recordAudit } from '../audit/repository.ts'
import { endProviderRecords } from '../oidc/end-provider-records.ts'
import type { AccountSettingsTables } from './schema.ts'

export type ContactChannel = 'EMAIL' | 'SMS' | 'PHONE' | 'POST'
export type ContactConsents = Record<ContactChannel, boolean>

const COLUMN = { EMAIL: 'email', SMS: 'sms', PHONE: 'phone', POST: 'post' } as const
const NO_CONSENT: ContactConsents = { EMAIL: false, SMS: false, PHONE: false, POST: false }

/** Tables of other areas that hold what identifies a collector; each row goes with the account. */
const PERSONAL_ROWS = [
  'registered_postcodes',
  'feedback',
  'self_service_flows',
  'password_reset_links',
  'two_factor_challenges',
  'email_links',
  'card_self_service_flows',
  'temp_cards',
  'contact_preferences',
  'advertising_consents',
  'sound_effect_settings',
] as const

export function createAccountSettingsRepository(db: Kysely<AccountSettingsTables>) {
  const contactPreferences = async (collectorId: string, trx = db): Promise<ContactConsents> => {
    const row = await trx
      .selectFrom('contact_preferences')
      .select(['email', 'sms', 'phone', 'post'])
      .where('collector_id', '=', collectorId)
      .executeTakeFirst()
    return row ? { EMAIL: row.email, SMS: row.sms, PHONE: row.phone, POST: row.post } : { ...NO_CONSENT }
  }

  const advertisingConsent = async (collectorId: string, trx = db): Promise<boolean> =>
    (
      await trx
        .selectFrom('advertising_consents')
        .select('consent')
        .where('collector_id', '=', collectorId)
        .where('channel', '=', 'ONLINEAD')
        .executeTakeFirst()
    )?.consent ?? false

  return {
    contactPreferences: (collectorId: string) => contactPreferences(collectorId),

    /** Sets the channels given; the others keep their value. Answers every channel's consent. */
    setContactPreferences: (
      collectorId: string,
      changes: ReadonlyArray<{ channel: ContactChannel; consent: boolean }>,
      channel = 'web',
    ) =>
      db.transaction().execute(async (trx) => {
        const next = { ...(await contactPreferences(collectorId, trx)) }
        for (const change of changes) next[change.channel] = change.consent
        const values = {
          email: next.EMAIL,
          sms: next.SMS,
          phone: next.PHONE,
          post: next.POST,
          updated_at: new Date(),
        }
        await trx
          .insertInto('contact_preferences')
          .values({ collector_id: collectorId, ...values })
          .onConflict((oc) => oc.column('collector_id').doUpdateSet(values))
          .execute()
        await recordAudit<AccountSettingsTables>(trx, {
          collectorId,
          action: 'preferences.contact',
          channel,
          detail: Object.fromEntries(changes.map((change) => [COLUMN[change.channel], change.consent])),
        })
        return next
      }),

    advertisingConsent: (collectorId: string) => advertisingConsent(collectorId),

    setAdvertisingConsent: (collectorId: string, consent: boolean, channel = 'web') =>
      db.transaction().execute(async (trx) => {
        const values = { consent, updated_at: new Date() }
        await trx
          .insertInto('advertising_consents')
          .values({ collector_id: collectorId, channel: 'ONLINEAD', ...values })
          .onConflict((oc) => oc.columns(['collector_id', 'channel']).doUpdateSet(values))
          .execute()
        await recordAudit<AccountSettingsTables>(trx, {
          collectorId,
          action: 'preferences.online-advertising',
          channel,
          detail: { consent },
        })
        return consent
      }),

    soundEffects: async (collectorId: string): Promise<boolean> =>
      (
        await db
          .selectFrom('sound_effect_settings')
          .select('enabled')
          .where('collector_id', '=', collectorId)
          .executeTakeFirst()
      )?.enabled ?? true,

    setSoundEffects: (collectorId: string, enabled: boolean, channel = 'web') =>
      db.transaction().execute(async (trx) => {
        const values = { enabled, updated_at: new Date() }
        await trx
          .insertInto('sound_effect_settings')
          .values({ collector_id: collectorId, ...values })
          .onConflict((oc) => oc.column('collector_id').doUpdateSet(values))
          .execute()
        await recordAudit<AccountSettingsTables>(trx, {
          collectorId,
          action: 'preferences.sound-effects',
          channel,
          detail: { enabled },
        })
        return enabled
      }),

    /** The password hash the deletion is confirmed against (null: no online credentials). */
    passwordHash: async (collectorId: string) =>
      (
        await db
          .selectFrom('collectors')
          .select('password_hash')
          .where('id', '=', collectorId)
          .where('status', '=', 'active')
          .executeTakeFirst()
      )?.password_hash ?? null,

    /**
     * Deletes the account in one transaction: the collector row keeps its id and card number (the
     * balance and transactions stay, without identity) and loses every personal field, the e-mail
     * address among them (free to register again); rows of other areas that identify the collector
     * go, registrations forget their details, and the provider's sessions and grants end.
     */
    anonymise: (collectorId: string, channel = 'web') =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('collectors')
          .set({
            email: null,
            password_hash: null,
            title: null,
            first_name: '',
            last_name: '',
            date_of_birth: null,
            phone_number: null,
            country_code: null,
            memorable_name: null,
            email_verified_at: null,
            status: 'inactivated',
            anonymised_at: new Date(),
          })
          .where('id', '=', collectorId)
          .execute()
        for (const table of PERSONAL_ROWS)
          await sql`delete from ${sql.table(table)} where collector_id = ${collectorId}`.execute(trx)
        await sql`update registrations set email = null, user_data = '{}', password_hash = null
          where collector_id = ${collectorId} or completed_collector_id = ${collectorId}`.execute(trx)
        await endProviderRecords(trx, collectorId)
        await recordAudit<AccountSettingsTables>(trx, { collectorId, action: 'account.anonymised', channel })
      }),
  }
}

export type AccountSettingsRepository = ReturnType<typeof createAccountSettingsRepository>
