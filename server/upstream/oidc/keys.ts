/**
 * The provider's own secrets: the ID token signing key (RS256, the algorithm every relying party
 * accepts) and the cookie signing keys. Generated once, kept in the provider's table so that a
 * restart or a second replica signs with the same keys; the first writer wins a concurrent start.
 * @see https://github.com/panva/node-oidc-provider/blob/main/docs/README.md#jwks
 */
import { generateKeyPairSync } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { JWK } from 'oidc-provider'
import { newToken } from '../lib/tokens.ts'
import type { OidcTables } from './schema.ts'

export type ProviderKeys = { jwks: { keys: JWK[] }; cookieKeys: string[] }

const TYPE = 'ProviderKeys'
const ID = 'current'

function generateProviderKeys(): ProviderKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const jwk = privateKey.export({ format: 'jwk' }) as JWK
  return {
    jwks: { keys: [{ ...jwk, alg: 'RS256', use: 'sig' }] },
    cookieKeys: [newToken()],
  }
}

/** Reads the stored keys, creating them on first use. */
export async function loadProviderKeys(db: Kysely<OidcTables>): Promise<ProviderKeys> {
  const stored = await readKeys(db)
  if (stored) return stored
  const payload = JSON.stringify(generateProviderKeys())
  await db
    .insertInto('oidc_payloads')
    .values({ id: ID, type: TYPE, payload, grant_id: null, user_code: null, uid: null, expires_at: null })
    .onConflict((conflict) => conflict.columns(['type', 'id']).doNothing())
    .execute()
  const created = await readKeys(db)
  if (!created) throw new Error('the OpenID Connect provider keys could not be stored')
  return created
}

async function readKeys(db: Kysely<OidcTables>): Promise<ProviderKeys | undefined> {
  const row = await db
    .selectFrom('oidc_payloads')
    .select('payload')
    .where('type', '=', TYPE)
    .where('id', '=', ID)
    .executeTakeFirst()
  return row?.payload as ProviderKeys | undefined
}
