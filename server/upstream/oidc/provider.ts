/**
 * The reference OpenID Connect provider: two first-party clients, the gateway (confidential) and the
 * scheme's native app (public, RFC 8252: no secret, a loopback redirect on any port); authorization
 * code with PKCE S256 only, refresh tokens that rotate, revocation, introspection of the app's
 * access tokens by the gateway (RFC 7662) and RP-initiated logout; records in the upstream's store
 * through the Kysely adapter.
 * @see https://github.com/panva/node-oidc-provider/blob/main/docs/README.md
 * @see https://www.rfc-editor.org/rfc/rfc8252
 */
import type { Kysely } from 'kysely'
import Provider, { type ClientMetadata, type Configuration, type KoaContextWithOIDC } from 'oidc-provider'
import type { Config } from '../../../config/env.ts'
import { APP_LOOPBACK_REDIRECT } from '../../../shared/constants/app-redirect.ts'
import type { Database } from '../db/schema.ts'
import { createFindAccount } from './accounts.ts'
import { type Clock, createAdapterFactory } from './adapter.ts'
import { loadProviderKeys } from './keys.ts'
import { interactionPolicyWithLoginTokens, LOGIN_TOKEN_PARAM } from './login-tokens.ts'
import { createPageContext, OIDC_MOUNT_PATH, type PageContext } from './page-context.ts'
import { errorMessage, loggedOutMessage, logoutForm } from './pages.ts'
import type { OidcTables } from './schema.ts'

/** `offline` is the scope the scheme's clients ask for; it is honoured like `offline_access`. */
const OFFLINE_SCOPES = ['offline_access', 'offline'] as const
const OIDC_SCOPES = ['openid', ...OFFLINE_SCOPES, 'profile', 'email']

export type ProviderOptions = {
  /** Short by default, so that the relying party's refresh path is used every day. */
  accessTokenTtlSeconds?: number
  now?: Clock
}

const DAY = 24 * 60 * 60

type ProviderConfig = Pick<
  Config,
  | 'OIDC_ISSUER'
  | 'OIDC_CLIENT_ID'
  | 'OIDC_CLIENT_SECRET'
  | 'APP_CLIENT_ID'
  | 'PUBLIC_ORIGIN'
  | 'IDENTITY_START_PREFIX'
  | 'SCHEME_NAME'
  | 'CARELINE_PHONE'
>

function clientMetadata(config: ProviderConfig): ClientMetadata {
  const origin = config.PUBLIC_ORIGIN
  return {
    client_id: config.OIDC_CLIENT_ID,
    client_secret: config.OIDC_CLIENT_SECRET,
    client_name: config.SCHEME_NAME,
    token_endpoint_auth_method: 'client_secret_basic',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: [`${origin}/oauth_redirect`],
    post_logout_redirect_uris: [
      `${origin}/welcome`,
      // The gateway's logout return: `state` carries the page to log in again for.
      `${origin}/logout`,
      `${origin}${config.IDENTITY_START_PREFIX}/enter-card-number`,
    ],
    id_token_signed_response_alg: 'RS256',
  }
}

/** A public client: PKCE stands in for the secret it could not keep (RFC 8252 §8.1). */
function appClientMetadata(config: ProviderConfig): ClientMetadata {
  return {
    client_id: config.APP_CLIENT_ID,
    client_name: config.SCHEME_NAME,
    application_type: 'native',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    // oidc-provider ignores the port of a loopback redirect for `application_type: 'native'`.
    redirect_uris: [APP_LOOPBACK_REDIRECT],
    id_token_signed_response_alg: 'RS256',
  }
}

/**
 * The gateway asks whether an app's access token is live: only the gateway may ask, and only of
 * the app's access tokens. (@types/oidc-provider types introspection as enabled only beside rich
 * authorization requests, which the provider itself does not require: hence the cast to the type
 * the configuration accepts.)
 */
function appTokenIntrospection(config: ProviderConfig): { enabled?: false } {
  const feature = {
    enabled: true,
    allowedPolicy: async (
      _ctx: KoaContextWithOIDC,
      client: { clientId: string },
      token: { kind: string; clientId?: string },
    ) =>
      client.clientId === config.OIDC_CLIENT_ID &&
      token.kind === 'AccessToken' &&
      token.clientId === config.APP_CLIENT_ID,
  }
  return feature as unknown as { enabled?: false }
}

const hasOffline = (scopes: Set<string>) => OFFLINE_SCOPES.some((scope) => scopes.has(scope))

function pages(page: PageContext, homeUrl: string): Partial<Configuration> {
  const send = (ctx: KoaContextWithOIDC, title: string, body: string) => {
    ctx.set(page.headers)
    ctx.type = 'html'
    ctx.body = page.render(title, body)
  }
  return {
    renderError: (ctx, out) => send(ctx, 'Error', errorMessage(out.error_description ?? out.error)),
    features: {
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => send(ctx, 'Log out', logoutForm(form)),
        postLogoutSuccessSource: (ctx) => send(ctx, 'Logged out', loggedOutMessage(homeUrl)),
      },
    },
  }
}

export async function createProvider(
  config: ProviderConfig,
  db: Kysely<Database>,
  { accessTokenTtlSeconds = 300, now = Date.now }: ProviderOptions = {},
): Promise<Provider> {
  const store = db.withTables<OidcTables>()
  const keys = await loadProviderKeys(store)
  const rendering = pages(createPageContext(config), `${config.PUBLIC_ORIGIN}/welcome`)
  const cookie = { signed: true, httpOnly: true, sameSite: 'lax' } as const
  const provider = new Provider(config.OIDC_ISSUER, {
    adapter: createAdapterFactory(store, now),
    jwks: keys.jwks,
    cookies: {
      keys: keys.cookieKeys,
      // The default names (_session, _interaction, _interaction_resume): the gateway forwards
      // exactly the cookies that start with one underscore to the provider.
      long: cookie,
      short: cookie,
    },
    clients: [clientMetadata(config), appClientMetadata(config)],
    clientAuthMethods: ['client_secret_basic', 'none'],
    clientBasedCORS: () => false,
    responseTypes: ['code'],
    allowOmittingSingleRegisteredRedirectUri: false,
    pkce: { required: () => true },
    scopes: OIDC_SCOPES,
    claims: {
      openid: ['sub', 'given_name'],
      profile: ['given_name', 'family_name', 'name'],
      email: ['email', 'email_verified'],
    },
    // The ID token carries the claims of the granted scopes (the first name for the greeting).
    conformIdTokenClaims: false,
    findAccount: createFindAccount(db),
    extraParams: [LOGIN_TOKEN_PARAM],
    interactions: {
      policy: interactionPolicyWithLoginTokens(),
      url: (_ctx, interaction) => `${OIDC_MOUNT_PATH}/interaction/${interaction.uid}`,
    },
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') && hasOffline(code.scopes),
    expiresWithSession: async (_ctx, code) => !hasOffline(code.scopes),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 15 * 60,
      RefreshToken: 30 * DAY,
      Session: 14 * DAY,
      Grant: 30 * DAY,
    },
    ...rendering,
    features: {
      ...rendering.features,
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      introspection: appTokenIntrospection(config),
    },
  })
  // Requests arrive through the gateway; see the plugin for how the origin is pinned to the issuer.
  provider.proxy = true
  return provider
}
