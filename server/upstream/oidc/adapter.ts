/**
 * oidc-provider's storage contract over one Kysely table, so that sessions, codes, tokens and
 * grants survive a restart and are shared by every upstream replica. Expired rows read as absent;
 * `purgeExpired` deletes them.
 * @see https://github.com/panva/node-oidc-provider/blob/main/example/my_adapter.js
 */
import type { Kysely } from 'kysely'
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider'
import type { OidcTables } from './schema.ts'

export type Clock = () => number

/** Only sessions are looked up by uid (the memory adapter does the same). */
const UID_MODEL = 'Session'

class KyselyAdapter implements Adapter {
  readonly type: string
  readonly #db: Kysely<OidcTables>
  readonly #now: Clock

  constructor(type: string, db: Kysely<OidcTables>, now: Clock = Date.now) {
    this.type = type
    this.#db = db
    this.#now = now
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const row = {
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      user_code: payload.userCode ?? null,
      uid: this.type === UID_MODEL ? (payload.uid ?? null) : null,
      expires_at: expiresIn === undefined ? null : new Date(this.#now() + expiresIn * 1000),
      consumed_at: null,
    }
    await this.#db
      .insertInto('oidc_payloads')
      .values({ id, type: this.type, ...row })
      .onConflict((conflict) => conflict.columns(['type', 'id']).doUpdateSet(row))
      .execute()
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere('id', id)
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere('uid', uid)
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere('user_code', userCode)
  }

  async consume(id: string): Promise<void> {
    await this.#db
      .updateTable('oidc_payloads')
      .set({ consumed_at: new Date(this.#now()) })
      .where('type', '=', this.type)
      .where('id', '=', id)
      .execute()
  }

  async destroy(id: string): Promise<void> {
    await this.#db.deleteFrom('oidc_payloads').where('type', '=', this.type).where('id', '=', id).execute()
  }

  /** Every model issued under the grant goes, whatever adapter instance is asked. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.#db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute()
  }

  async #findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    // A key PostgreSQL's text cannot hold (a NUL, sent as a client id or a code) was never stored:
    // not found, rather than the database's error answered as the provider's 500.
    if (value.includes('\u0000')) return undefined
    const row = await this.#db
      .selectFrom('oidc_payloads')
      .select(['payload', 'consumed_at'])
      .where('type', '=', this.type)
      .where(column, '=', value)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date(this.#now()))]))
      .executeTakeFirst()
    if (!row) return undefined
    const consumed = row.consumed_at ? { consumed: Math.floor(row.consumed_at.getTime() / 1000) } : {}
    return { ...row.payload, ...consumed }
  }
}

/** The `adapter` option of the provider: one adapter per model name, all on the same table. */
export function createAdapterFactory(db: Kysely<OidcTables>, now: Clock = Date.now): AdapterFactory {
  return (type) => new KyselyAdapter(type, db, now)
}

/** Deletes rows past their expiry; returns how many went. */
export async function purgeExpired(db: Kysely<OidcTables>, now: Clock = Date.now): Promise<number> {
  const result = await db
    .deleteFrom('oidc_payloads')
    .where('expires_at', '<=', new Date(now()))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
