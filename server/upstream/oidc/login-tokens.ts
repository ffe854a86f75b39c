/**
 * One-time login tokens: after registration completes, the upstream's auto-login hands one to the
 * gateway, which adds it to an ordinary authorization request (`login_token=`, PKCE and state as
 * usual). The provider's login step then redeems it instead of asking for the password. Only a
 * hash is stored; a token is redeemed once (DELETE … RETURNING) and lives five minutes.
 * @see https://openid.net/specs/openid-connect-core-1_0.html#AuthRequest (extension parameters)
 */
import type { Kysely } from 'kysely'
import { interactionPolicy } from 'oidc-provider'
import { digest, newToken } from '../lib/tokens.ts'
import type { Clock } from './adapter.ts'
import type { OidcTables } from './schema.ts'

export const LOGIN_TOKEN_PARAM = 'login_token'
const TYPE = 'LoginToken'

export async function issueLoginToken(
  db: Kysely<OidcTables>,
  accountId: string,
  { ttlSeconds = 300, now = Date.now }: { ttlSeconds?: number; now?: Clock } = {},
): Promise<string> {
  const token = newToken()
  await db
    .insertInto('oidc_payloads')
    .values({
      id: digest(token),
      type: TYPE,
      payload: JSON.stringify({ accountId }),
      grant_id: null,
      user_code: null,
      uid: null,
      expires_at: new Date(now() + ttlSeconds * 1000),
    })
    .execute()
  return token
}

/** The account the token was issued for, once; undefined when unknown, used or expired. */
export async function redeemLoginToken(
  db: Kysely<OidcTables>,
  token: string,
  now: Clock = Date.now,
): Promise<string | undefined> {
  const row = await db
    .deleteFrom('oidc_payloads')
    .where('type', '=', TYPE)
    .where('id', '=', digest(token))
    .returning(['payload', 'expires_at'])
    .executeTakeFirst()
  if (!row?.expires_at || row.expires_at.getTime() <= now()) return undefined
  return typeof row.payload.accountId === 'string' ? row.payload.accountId : undefined
}

/** The default prompts, with the login prompt also shown when a login token is presented. */
export function interactionPolicyWithLoginTokens(): interactionPolicy.DefaultPolicy {
  const policy = interactionPolicy.base()
  const check = new interactionPolicy.Check(
    'login_token',
    'a one-time login token was presented',
    (ctx) => ctx.oidc.params?.[LOGIN_TOKEN_PARAM] !== undefined && !ctx.oidc.result?.login,
  )
  // First, so that an existing session of another collector is not reused.
  policy.get('login')?.checks.add(check, 0)
  return policy
}
