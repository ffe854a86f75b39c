/**
 * Reads an access token the provider issued, for the upstream's own APIs: the gateway calls them
 * with `Authorization: Bearer <access token>`, and they find the collector here.
 * @see https://github.com/panva/node-oidc-provider/blob/main/docs/README.md#accesstoken
 */
import type Provider from 'oidc-provider'

export type AccessTokenInfo = {
  accountId: string
  clientId: string
  scopes: ReadonlySet<string>
  expiresAt: number
}

/** The token's holder and scopes; undefined when unknown, expired or revoked. */
export async function findAccessToken(
  provider: Provider,
  token: string,
): Promise<AccessTokenInfo | undefined> {
  const found = await provider.AccessToken.find(token)
  if (!found || found.isExpired || !found.accountId || !found.clientId) return undefined
  return {
    accountId: found.accountId,
    clientId: found.clientId,
    scopes: found.scopes,
    expiresAt: found.exp ?? 0,
  }
}

/** The bearer token of an Authorization header value, if it carries one. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(authorization ?? '')
  return match?.[1]
}
