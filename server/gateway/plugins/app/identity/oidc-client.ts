/**
 * `fastify.oidcClient`: the gateway's side of identity login with openid-client (authorization
 * code, PKCE S256, `openid offline`, confidential client with client_secret_basic). Discovery is
 * lazy (first use, retried in the background after a failure), so the gateway boots without
 * reaching the provider; every provider call ends within the identity family's timeout;
 * requests to a provider behind our own `/oidc` forward go straight to the upstream's address,
 * while the issuer is still checked against OIDC_ISSUER exactly. ID token signatures are verified
 * against the provider's keys, on top of openid-client's iss/aud/exp/nonce/alg checks (OIDC-4).
 * @see https://github.com/panva/openid-client/blob/main/examples/oidc.ts
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import * as client from 'openid-client'
import type { Config } from '../../../../../config/env.ts'
import { upstreamsOf } from '../../../../../config/upstreams.ts'
import { cachedDiscovery, type DiscoveryOptions } from './discovery.ts'
import {
  createProviderBreaker,
  type ProviderBreaker,
  type ProviderBreakerOptions,
} from './provider-breaker.ts'
import { providerFetch, providerTarget } from './provider-fetch.ts'

const LOGIN_SCOPE = 'openid offline'
/** Matches the provider's registration exactly; never derived from Host or X-Forwarded-Host (OIDC-6). */
export const redirectUriOf = (config: Pick<Config, 'PUBLIC_ORIGIN'>) =>
  `${config.PUBLIC_ORIGIN}/oauth_redirect`

type TokenSet = {
  access: string
  refresh: string
  /** ms since the epoch. */
  expiresAt: number
}
type LoginTokens = TokenSet & { idToken: string; sub: string; givenName?: string }

type AuthorizeParams = {
  state: string
  nonce: string
  codeChallenge: string
  loginToken?: string | undefined
  /** The card number typed before (login-hint.ts): the provider's page fills it in. */
  loginHint?: string | undefined
}

/** Test seams, passed as the gateway option `identityLogin`; never set in production. */
export type OidcClientOptions = {
  /** The fetch every provider call goes through. */
  fetch?: client.CustomFetch
  now?: () => number
  /** Background retries of a failed discovery. */
  discovery?: DiscoveryOptions
  /** When the circuit breaker probes a provider that stopped answering. */
  breaker?: ProviderBreakerOptions
}

const toTokenSet = (
  response: client.TokenEndpointResponse,
  now: number,
  previousRefresh?: string,
): TokenSet => {
  const refresh = response.refresh_token ?? previousRefresh
  if (!refresh) throw new client.ClientError('no refresh token was issued (scope offline)')
  return { access: response.access_token, refresh, expiresAt: now + (response.expires_in ?? 0) * 1000 }
}

/**
 * The breaker's probe: the provider's discovery document, answered within the identity timeout.
 * On no request's deadline (the breaker runs it from a timer).
 */
function discoveryProbe(config: Config, base: client.CustomFetch = fetch as client.CustomFetch) {
  const url = providerTarget(config)(
    `${config.OIDC_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
  )
  const { timeoutMs } = upstreamsOf(config).identity
  return async () => {
    const response = await base(url, {
      method: 'GET',
      headers: { accept: 'application/json' },
      body: undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    })
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`discovery answered ${response.status}`)
  }
}

function createProviderBreakerFor(config: Config, options: OidcClientOptions = {}) {
  return createProviderBreaker(discoveryProbe(config, options.fetch), options.breaker)
}

function createOidcClient(
  config: Config,
  options: OidcClientOptions = {},
  breaker: ProviderBreaker = createProviderBreakerFor(config, options),
) {
  const now = options.now ?? Date.now
  const customFetch = providerFetch(config, options.fetch, breaker)
  const issuer = new URL(config.OIDC_ISSUER)

  async function discover(): Promise<client.Configuration> {
    const configuration = await client.discovery(
      issuer,
      config.OIDC_CLIENT_ID,
      { id_token_signed_response_alg: 'RS256' },
      client.ClientSecretBasic(config.OIDC_CLIENT_SECRET),
      {
        [client.customFetch]: customFetch,
        // Plain http only for a local issuer (http://localhost:3000/oidc in local mode).
        ...(issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
      },
    )
    configuration[client.customFetch] = customFetch
    configuration.timeout = Math.ceil(upstreamsOf(config).identity.timeoutMs / 1000)
    client.enableNonRepudiationChecks(configuration)
    return configuration
  }

  const discovery = cachedDiscovery(discover, options.discovery)
  /** The discovered configuration; a failed discovery is tried again on the next call. */
  const configuration = discovery.get

  return {
    configuration,
    now,
    breaker,
    /** Stops background retries and probes (the gateway is closing). */
    close() {
      discovery.close()
      breaker.close()
    },

    async authorizationUrl({
      state,
      nonce,
      codeChallenge,
      loginToken,
      loginHint,
    }: AuthorizeParams): Promise<URL> {
      // The next hop is the provider's page: no use sending the browser there while it is down.
      breaker.assertAvailable()
      const parameters: Record<string, string> = {
        redirect_uri: redirectUriOf(config),
        scope: LOGIN_SCOPE,
        response_type: 'code',
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        state,
        nonce,
        // Every login asks for credentials: a provider session left from before logout never
        // signs someone straight in (a login token still does, see login-tokens.ts upstream).
        prompt: 'login',
      }
      if (loginToken) parameters.login_token = loginToken
      if (loginHint) parameters.login_hint = loginHint
      return client.buildAuthorizationUrl(await configuration(), parameters)
    },

    /** Checks iss, state, error parameters, then exchanges the code (PKCE) and checks the ID token. */
    async exchange(
      callbackUrl: URL,
      checks: { state: string; nonce: string; codeVerifier: string },
    ): Promise<LoginTokens> {
      const tokens = await client.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      })
      const claims = tokens.claims()
      if (!claims || !tokens.id_token) throw new client.ClientError('the ID token is missing')
      const givenName = typeof claims.given_name === 'string' ? claims.given_name : undefined
      return {
        ...toTokenSet(tokens, now()),
        idToken: tokens.id_token,
        sub: claims.sub,
        ...(givenName ? { givenName } : {}),
      }
    },

    async refresh(refreshToken: string): Promise<TokenSet> {
      const tokens = await client.refreshTokenGrant(await configuration(), refreshToken)
      return toTokenSet(tokens, now(), refreshToken)
    },

    /** What the provider knows of an access token now (RFC 7662), asked with the gateway's own credentials. */
    async introspect(accessToken: string): Promise<client.IntrospectionResponse> {
      return client.tokenIntrospection(await configuration(), accessToken, {
        token_type_hint: 'access_token',
      })
    },

    async revoke(refreshToken: string): Promise<void> {
      await client.tokenRevocation(await configuration(), refreshToken, { token_type_hint: 'refresh_token' })
    },

    async endSessionUrl(idTokenHint: string, postLogoutRedirectUri: string, state?: string): Promise<URL> {
      const parameters: Record<string, string> = {
        id_token_hint: idTokenHint,
        post_logout_redirect_uri: postLogoutRedirectUri,
      }
      if (state) parameters.state = state
      return client.buildEndSessionUrl(await configuration(), parameters)
    },
  }
}

type OidcClient = ReturnType<typeof createOidcClient>

declare module 'fastify' {
  interface FastifyInstance {
    oidcClient: OidcClient
  }
}

/** Each change of the provider's state logged once and exported as `dependency_up{dependency="idp"}`. */
function followBreaker(fastify: FastifyInstance, breaker: ProviderBreaker) {
  breaker.state.onChange((up) => {
    fastify.metrics?.dependency('idp', up)
    if (up) fastify.log.warn({ dependency: 'idp' }, 'identity provider answering again: sign-in open')
    else
      fastify.log.warn(
        { dependency: 'idp' },
        'identity provider not answering: sign-in answered at once with the unavailable page',
      )
  })
  fastify.metrics?.dependency('idp', true)
}

export default fp(
  async (fastify: FastifyInstance, opts: { identityLogin?: OidcClientOptions }) => {
    const discovery = {
      onRetryFailed: (error: unknown) => fastify.log.warn({ err: error }, 'identity discovery retry failed'),
      ...opts.identityLogin?.discovery,
    }
    const oidcClient = createOidcClient(fastify.config, { ...opts.identityLogin, discovery })
    followBreaker(fastify, oidcClient.breaker)
    fastify.decorate('oidcClient', oidcClient)
    fastify.addHook('onClose', async () => oidcClient.close())
  },
  { name: 'oidc-client' },
)
