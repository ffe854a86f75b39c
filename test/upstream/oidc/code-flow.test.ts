import { createPublicKey, type JsonWebKey, verify } from 'node:crypto'
import t from 'tap'
import {
  authorizationCode,
  Browser,
  codeGrant,
  jwtPayload,
  openLoginPage,
  pkcePair,
  REDIRECT_URI,
  startStand,
  tokenRequest,
} from './helper.ts'

const INVALID_GRANT = { error: 'invalid_grant', error_description: 'grant request is invalid' }

// One upstream for the file: starting the store takes seconds.
const stand = await startStand(t)
const { config, upstream, base } = stand
const issuer = config.OIDC_ISSUER
const alex = await upstream.db
  .selectFrom('collectors')
  .select('id')
  .where('card_number', '=', '10000000001')
  .executeTakeFirstOrThrow()

t.test('the discovery document names the configured issuer and its endpoints under it', async (t) => {
  for (const forwardedHost of [undefined, 'evil.example']) {
    const headers: Record<string, string> = forwardedHost
      ? { 'x-forwarded-host': forwardedHost, host: forwardedHost }
      : {}
    const response = await fetch(`${base}/oidc/.well-known/openid-configuration`, { headers })
    t.equal(response.status, 200)
    t.match(await response.json(), {
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      revocation_endpoint: `${issuer}/token/revocation`,
      end_session_endpoint: `${issuer}/session/end`,
      jwks_uri: `${issuer}/jwks`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      token_endpoint_auth_methods_supported: ['client_secret_basic'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'offline_access', 'offline', 'profile', 'email'],
    })
  }
})

t.test('authorization code with PKCE S256: login page, code, tokens', async (t) => {
  const browser = new Browser(stand)
  const { verifier, challenge } = pkcePair()
  const { location, code } = await authorizationCode(browser, challenge, 'opaque-state')
  t.equal(`${location.origin}${location.pathname}`, REDIRECT_URI)
  t.equal(location.searchParams.get('state'), 'opaque-state')
  t.equal(location.searchParams.get('iss'), issuer)
  t.match(code, /^[\w-]{40,}$/)

  const { status, body } = await codeGrant(stand, code, verifier)
  t.equal(status, 200)
  t.match(body, { token_type: 'Bearer', expires_in: 300, scope: 'openid offline' })
  t.match(body.access_token, /^[\w-]{40,}$/)
  t.match(body.refresh_token, /^[\w-]{40,}$/)
  t.match(jwtPayload(body.id_token), {
    iss: issuer,
    aud: config.OIDC_CLIENT_ID,
    sub: alex.id,
    given_name: 'Alex',
  })

  const jwks = (await (await fetch(`${base}/oidc/jwks`)).json()) as { keys: JsonWebKey[] }
  const [header = '', payload = '', signature = ''] = String(body.id_token).split('.')
  t.match(JSON.parse(Buffer.from(header, 'base64url').toString()), { alg: 'RS256' })
  const key = createPublicKey({ key: jwks.keys[0] ?? {}, format: 'jwk' })
  t.ok(
    verify('sha256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url')),
    'signed by the JWKS key',
  )
  t.notOk(JSON.stringify(jwks).includes('"d"'), 'the JWKS holds no private part')

  const types = await upstream.db
    .withTables<{ oidc_payloads: { type: string } }>()
    .selectFrom('oidc_payloads')
    .select('type')
    .distinct()
    .orderBy('type')
    .execute()
  t.same(
    types.map((row) => row.type),
    ['AccessToken', 'AuthorizationCode', 'Grant', 'ProviderKeys', 'RefreshToken', 'Session'],
    'every record is in oidc_payloads',
  )

  const info = await upstream.oidc.findAccessToken(String(body.access_token))
  t.match(info, { accountId: alex.id, clientId: config.OIDC_CLIENT_ID })
  t.same([...(info?.scopes ?? [])], ['openid', 'offline'])
  t.equal(await upstream.oidc.findAccessToken('not-a-token'), undefined)

  const userinfo = await fetch(`${base}/oidc/me`, {
    headers: { authorization: `Bearer ${body.access_token}` },
  })
  t.equal(userinfo.status, 200)
  t.same(await userinfo.json(), { sub: alex.id, given_name: 'Alex' })

  const again = await codeGrant(stand, code, verifier)
  t.same(again, { status: 400, body: INVALID_GRANT }, 'a code is used once')
  t.equal(
    await upstream.oidc.findAccessToken(String(body.access_token)),
    undefined,
    'a replayed code revokes its tokens',
  )
})

t.test('the token endpoint requires the client secret', async (t) => {
  const { verifier, challenge } = pkcePair()
  const { code } = await authorizationCode(new Browser(stand), challenge)
  t.same(
    await tokenRequest(
      stand,
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: verifier },
      'x'.repeat(43),
    ),
    {
      status: 401,
      body: { error: 'invalid_client', error_description: 'client authentication failed' },
    },
  )
})

t.test('PKCE: plain and missing challenges are refused, a wrong verifier too', async (t) => {
  for (const [params, description] of [
    [
      { code_challenge: pkcePair().verifier, code_challenge_method: 'plain' },
      'not supported value of code_challenge_method',
    ],
    [
      { code_challenge: undefined, code_challenge_method: undefined },
      'Authorization Server policy requires PKCE to be used for this request',
    ],
  ] as const) {
    const response = await openLoginPage(new Browser(stand), { ...params, state: 's' })
    t.equal(response.status, 303)
    const location = new URL(response.headers.get('location') ?? '')
    t.equal(`${location.origin}${location.pathname}`, REDIRECT_URI)
    t.equal(location.searchParams.get('error'), 'invalid_request', params.code_challenge_method ?? 'missing')
    t.equal(location.searchParams.get('error_description'), description)
    t.equal(location.searchParams.get('code'), null)
  }
  const { challenge } = pkcePair()
  const { code } = await authorizationCode(new Browser(stand), challenge)
  t.same(await codeGrant(stand, code, pkcePair().verifier), { status: 400, body: INVALID_GRANT })
})

t.test('refresh tokens rotate; replaying a rotated one revokes the grant', async (t) => {
  const { verifier, challenge } = pkcePair()
  const { code } = await authorizationCode(new Browser(stand), challenge)
  const first = String((await codeGrant(stand, code, verifier)).body.refresh_token)
  const refresh = (token: string) =>
    tokenRequest(stand, { grant_type: 'refresh_token', refresh_token: token })

  const second = await refresh(first)
  t.equal(second.status, 200)
  t.match(second.body, {
    token_type: 'Bearer',
    scope: 'openid offline',
    access_token: String,
    id_token: String,
  })
  t.not(second.body.refresh_token, first, 'a new refresh token')
  const third = await refresh(String(second.body.refresh_token))
  t.equal(third.status, 200, 'the rotated token works')

  t.same(await refresh(first), { status: 400, body: INVALID_GRANT }, 'the old token is refused')
  t.same(
    await refresh(String(third.body.refresh_token)),
    { status: 400, body: INVALID_GRANT },
    'and the grant is gone',
  )
})

t.test('revoking the refresh token ends it', async (t) => {
  const { verifier, challenge } = pkcePair()
  const { code } = await authorizationCode(new Browser(stand), challenge)
  const tokens = (await codeGrant(stand, code, verifier)).body
  const revoke = (headers: Record<string, string>) =>
    fetch(`${base}/oidc/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({
        token: String(tokens.refresh_token),
        token_type_hint: 'refresh_token',
      }).toString(),
    })

  const anonymous = await revoke({})
  t.equal(anonymous.status, 400, 'revocation needs client authentication')
  t.same(await anonymous.json(), {
    error: 'invalid_request',
    error_description: 'no client authentication mechanism provided',
  })
  const basic = Buffer.from(`${config.OIDC_CLIENT_ID}:${config.OIDC_CLIENT_SECRET}`).toString('base64')
  const revoked = await revoke({ authorization: `Basic ${basic}` })
  t.equal(revoked.status, 200)
  t.equal(await revoked.text(), '')
  const refreshed = await tokenRequest(stand, {
    grant_type: 'refresh_token',
    refresh_token: String(tokens.refresh_token),
  })
  t.same(refreshed, { status: 400, body: INVALID_GRANT })
  t.equal(
    await upstream.oidc.findAccessToken(String(tokens.access_token)),
    undefined,
    'its access token went with the grant',
  )
})
