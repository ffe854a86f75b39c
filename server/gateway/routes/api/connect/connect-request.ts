/**
 * Checks a partner connection request against the partner registry (config/connect-partners.ts):
 * a known partner, a redirect registered for it (exactly; none given means its first), a state to
 * return, and only scopes the partner may ask for (none given means all of them).
 */
import type { ConnectPartner } from '../../../../../config/connect-partners.ts'
import { type ConnectScope, isConnectScope } from '../../../../../shared/constants/connect-scopes.ts'
import type { ConnectRefusal, ConnectRequest } from '../../../../../shared/contract/connect.ts'

export type CheckedRequest = {
  partner: ConnectPartner
  redirectUri: string
  scopes: ConnectScope[]
  state: string
}

export function checkConnectRequest(
  partners: ReadonlyMap<string, ConnectPartner>,
  request: ConnectRequest,
): CheckedRequest | { refusal: ConnectRefusal } {
  const partner = partners.get(request.code)
  if (!partner) return { refusal: 'CONNECT_UNKNOWN_PARTNER' }
  const redirectUri = request.redirect_uri ?? partner.redirectUris[0]
  if (!redirectUri || !partner.redirectUris.includes(redirectUri))
    return { refusal: 'CONNECT_REDIRECT_NOT_REGISTERED' }
  if (!request.state) return { refusal: 'CONNECT_STATE_MISSING' }
  const asked = request.scope ? [...new Set(request.scope.split(/[ ,+]/))] : [...partner.scopes]
  if (!asked.every((scope) => isConnectScope(scope) && partner.scopes.includes(scope)))
    return { refusal: 'CONNECT_SCOPE_NOT_ALLOWED' }
  return { partner, redirectUri, scopes: asked as ConnectScope[], state: request.state }
}
