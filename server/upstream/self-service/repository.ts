/**
 * The self-service tables behind the flows and the reset links, and the collector fields they
 * read. The flow and reset functions call these methods and never write SQL.
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import type { Kysely } from 'kysely'
import type { SelfServiceFlow } from '../../../shared/contract/upstream/self-service.ts'
import type { OutboxChannel } from '../db/schema.ts'
import { endProviderRecords } from '../oidc/end-provider-records.ts'
import type { SelfServiceTables } from './schema.ts'

export type NewFlow = {
  idHash: string
  kind: SelfServiceFlow
  collectorId: string
  expiresAt: Date
  linkHash?: string
}
export type NewCodeLink = { tokenHash: string; flowHash: string; codeHash: string; expiresAt: Date }
export type NewCode = { idHash: string; codeHash: string; delivery: OutboxChannel; codeExpiresAt: Date }

export function createSelfServiceRepository(db: Kysely<SelfServiceTables>) {
  const collectors = () =>
    db
      .selectFrom('collectors')
      .select(['id', 'card_number', 'email', 'first_name', 'last_name', 'phone_number', 'country_code'])
      .where('status', '=', 'active')
      .where('password_hash', 'is not', null)
  return {
    /** An active collector with online credentials, by address or card; undefined otherwise. */
    collectorByEmail: (email: string) => collectors().where('email', '=', email).executeTakeFirst(),
    collectorByCard: (cardNumber: string) =>
      collectors().where('card_number', '=', cardNumber).executeTakeFirst(),
    collectorById: (id: string) => collectors().where('id', '=', id).executeTakeFirst(),

    insertFlow: async ({ idHash, kind, collectorId, expiresAt, linkHash }: NewFlow) => {
      await db
        .insertInto('self_service_flows')
        .values({
          id_hash: idHash,
          kind,
          collector_id: collectorId,
          expires_at: expiresAt,
          link_hash: linkHash ?? null,
        })
        .execute()
    },
    /** The flow goes on under a new token: the old one stops working. */
    rekeyFlow: async (idHash: string, newIdHash: string) => {
      await db
        .updateTable('self_service_flows')
        .set({ id_hash: newIdHash })
        .where('id_hash', '=', idHash)
        .execute()
    },
    /** The unexpired flow of this id hash. */
    liveFlow: (idHash: string, now: Date) =>
      db
        .selectFrom('self_service_flows')
        .selectAll()
        .where('id_hash', '=', idHash)
        .where('expires_at', '>', now)
        .executeTakeFirst(),
    /** A new code: the tries start again and the send is counted. */
    setCode: async ({ idHash, codeHash, delivery, codeExpiresAt }: NewCode) => {
      await db
        .updateTable('self_service_flows')
        .set((eb) => ({
          code_hash: codeHash,
          delivery,
          code_expires_at: codeExpiresAt,
          attempts: 0,
          sends: eb('sends', '+', 1),
        }))
        .where('id_hash', '=', idHash)
        .execute()
    },
    /** Counts a wrong code: the tries so far. */
    countAttempt: async (idHash: string) =>
      (
        await db
          .updateTable('self_service_flows')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('id_hash', '=', idHash)
          .returning('attempts')
          .executeTakeFirst()
      )?.attempts,
    /** The code stops working (used, or too many wrong tries). */
    voidCode: async (idHash: string) => {
      await db
        .updateTable('self_service_flows')
        .set({ code_hash: null, code_expires_at: null })
        .where('id_hash', '=', idHash)
        .execute()
    },
    markVerified: async (idHash: string, now: Date) => {
      await db
        .updateTable('self_service_flows')
        .set({ verified_at: now, code_hash: null, code_expires_at: null })
        .where('id_hash', '=', idHash)
        .execute()
    },
    removeFlow: async (idHash: string) => {
      await db.deleteFrom('self_service_flows').where('id_hash', '=', idHash).execute()
    },

    insertCodeLink: async ({ tokenHash, flowHash, codeHash, expiresAt }: NewCodeLink) => {
      await db
        .insertInto('security_code_links')
        .values({ token_hash: tokenHash, flow_hash: flowHash, code_hash: codeHash, expires_at: expiresAt })
        .execute()
    },
    codeLink: (tokenHash: string) =>
      db.selectFrom('security_code_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),
    /** Marks the code link used if it still works, in one statement: two uses cannot both win. */
    claimCodeLink: async (tokenHash: string, now: Date) =>
      (await db
        .updateTable('security_code_links')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('token_hash')
        .executeTakeFirst()) !== undefined,

    recordSend: async (targetHash: string, now: Date) => {
      await db.insertInto('self_service_sends').values({ target_hash: targetHash, sent_at: now }).execute()
    },
    sendsSince: async (targetHash: string, since: Date) =>
      Number(
        (
          await db
            .selectFrom('self_service_sends')
            .select((eb) => eb.fn.countAll().as('count'))
            .where('target_hash', '=', targetHash)
            .where('sent_at', '>', since)
            .executeTakeFirstOrThrow()
        ).count,
      ),

    insertLink: async (tokenHash: string, collectorId: string, now: Date, expiresAt: Date) => {
      await db
        .insertInto('password_reset_links')
        .values({ token_hash: tokenHash, collector_id: collectorId, created_at: now, expires_at: expiresAt })
        .execute()
    },
    link: (tokenHash: string) =>
      db
        .selectFrom('password_reset_links')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst(),
    linksSince: async (collectorId: string, since: Date) =>
      Number(
        (
          await db
            .selectFrom('password_reset_links')
            .select((eb) => eb.fn.countAll().as('count'))
            .where('collector_id', '=', collectorId)
            .where('created_at', '>', since)
            .executeTakeFirstOrThrow()
        ).count,
      ),
    /** Marks the link used if it still works, in one statement: two uses cannot both win. */
    claimLink: async (tokenHash: string, now: Date) =>
      (
        await db
          .updateTable('password_reset_links')
          .set({ used_at: now })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .returning('collector_id')
          .executeTakeFirst()
      )?.collector_id,
    /** Every other unused link of the collector stops working once a password is set. */
    retireLinks: async (collectorId: string, now: Date) => {
      await db
        .updateTable('password_reset_links')
        .set({ used_at: now })
        .where('collector_id', '=', collectorId)
        .where('used_at', 'is', null)
        .execute()
    },

    passwordHash: async (collectorId: string) =>
      (
        await db
          .selectFrom('collectors')
          .select('password_hash')
          .where('id', '=', collectorId)
          .executeTakeFirst()
      )?.password_hash ?? null,
    setPasswordHash: async (collectorId: string, passwordHash: string) => {
      await db
        .updateTable('collectors')
        .set({ password_hash: passwordHash })
        .where('id', '=', collectorId)
        .execute()
    },
    /**
     * Ends the collector at the OpenID Connect provider: its sessions, grants and every token
     * issued under them (each record carries the account it belongs to).
     */
    endProviderRecords: (collectorId: string) => endProviderRecords(db, collectorId),
  }
}
