/**
 * Consent for the scheme's own clients (the web gateway and the native app) is implied: whatever it asks of the provider's scopes and
 * claims is granted without a consent screen. Any other client is refused.
 * @see https://github.com/panva/node-oidc-provider/blob/main/docs/README.md#user-flows
 */
import type Provider from 'oidc-provider'
import type { InteractionResults } from 'oidc-provider'

export type InteractionDetails = Awaited<ReturnType<Provider['interactionDetails']>>

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

/** The interaction result granting what the consent prompt found missing. */
export async function grantFirstPartyConsent(
  provider: Provider,
  details: InteractionDetails,
  firstPartyClientIds: ReadonlySet<string>,
): Promise<InteractionResults> {
  const clientId = details.params.client_id
  const accountId = details.session?.accountId
  if (typeof clientId !== 'string' || !firstPartyClientIds.has(clientId) || !accountId) {
    return { error: 'access_denied', error_description: 'This client is not allowed to sign you in' }
  }
  const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined
  const grant = existing ?? new provider.Grant({ accountId, clientId })
  const missing = details.prompt.details
  const scopes = strings(missing.missingOIDCScope)
  const claims = strings(missing.missingOIDCClaims)
  if (scopes.length > 0) grant.addOIDCScope(scopes.join(' '))
  if (claims.length > 0) grant.addOIDCClaims(claims)
  const grantId = await grant.save()
  // An existing grant is updated in place; a new one is handed to the provider.
  return { consent: existing ? {} : { grantId } }
}
