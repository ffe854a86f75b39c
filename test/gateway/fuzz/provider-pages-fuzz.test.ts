/**
 * Property-based fuzzing of the identity provider's pages as the gateway forwards them (`/oidc/*`,
 * fast-check, fixed seed): the authorization request, the login form of a live interaction, the
 * end-session page and the token endpoint, with generated values in every field (control
 * characters, megabyte strings, other sites' addresses, grapheme soup). Every answer is below 500
 * and shows nothing of the machine: no stack, no path of this machine, no token it was not sent.
 * The `/api` operations and `/connect/token` are api-fuzz.test.ts's.
 */
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import t from 'tap'
import { DEMO } from '../../upstream/oidc/helper.ts'
import { startProviderStand } from '../login/provider-stand.ts'
import { nastyString, withControlCharacter } from './arbitraries.ts'
import { leaks } from './verdict.ts'

const SEED = 20_261_127
const RUNS = 400

const { config, gateway } = await startProviderStand(t, 'provider-fuzz', {
  gateway: {},
})
const origin = new URL(config.PUBLIC_ORIGIN)
const pageHeaders = {
  host: origin.host,
  'x-forwarded-proto': origin.protocol.replace(':', ''),
  accept: 'text/html',
  origin: config.PUBLIC_ORIGIN,
  'sec-fetch-site': 'same-origin',
}

/** The cookies a browser would keep from the answers so far. */
const jar = new Map<string, string>()
const keep = (response: LightMyRequestResponse) => {
  for (const cookie of response.cookies) {
    if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now()))
      jar.delete(cookie.name)
    else jar.set(cookie.name, cookie.value)
  }
  return response
}
const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
const pathOf = (location: string) => {
  const url = new URL(location, config.PUBLIC_ORIGIN)
  return `${url.pathname}${url.search}`
}

/** A live login interaction, reached as a browser reaches it: the login start, then the provider. */
async function liveInteraction(): Promise<string> {
  let response = keep(
    await gateway.inject({ method: 'GET', url: '/api/login/identity/start', headers: pageHeaders }),
  )
  for (let hops = 0; hops < 5 && response.statusCode >= 300 && response.statusCode < 400; hops += 1) {
    const location = String(response.headers.location)
    if (/\/oidc\/interaction\/[^/]+$/.test(new URL(location, config.PUBLIC_ORIGIN).pathname))
      return new URL(location, config.PUBLIC_ORIGIN).pathname
    response = keep(
      await gateway.inject({
        method: 'GET',
        url: pathOf(location),
        headers: { ...pageHeaders, cookie: cookieHeader() },
      }),
    )
  }
  throw new Error(`no login interaction: ${response.statusCode}`)
}

const value = withControlCharacter(nastyString)
const maybe = (valid: string) =>
  fc.oneof({ weight: 1, arbitrary: fc.constant(valid) }, { weight: 3, arbitrary: value })
const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

type PageRequest = {
  kind: string
  method: 'GET' | 'POST'
  path: (interaction: string) => string
  form?: string
}

const pageRequest: fc.Arbitrary<PageRequest> = fc.oneof(
  fc
    .record({
      client_id: maybe(config.OIDC_CLIENT_ID),
      redirect_uri: maybe(`${config.PUBLIC_ORIGIN}/oauth_redirect`),
      response_type: maybe('code'),
      scope: maybe('openid offline'),
      state: value,
      login_hint: value,
      code_challenge: value,
      code_challenge_method: maybe('S256'),
    })
    .map(
      (fields): PageRequest => ({
        kind: 'authorize',
        method: 'GET',
        path: () => `/oidc/auth?${query(fields)}`,
      }),
    ),
  fc.record({ identifier: maybe(DEMO.card), password: value }).map(
    (fields): PageRequest => ({
      kind: 'login form',
      method: 'POST',
      // The form posts back to the interaction's own address.
      path: (interaction) => interaction,
      form: query(fields),
    }),
  ),
  fc
    .record({
      id_token_hint: value,
      post_logout_redirect_uri: maybe(`${config.PUBLIC_ORIGIN}/welcome`),
      state: value,
    })
    .map(
      (fields): PageRequest => ({
        kind: 'end session',
        method: 'GET',
        path: () => `/oidc/session/end?${query(fields)}`,
      }),
    ),
  fc
    .record({
      grant_type: maybe('authorization_code'),
      code: value,
      redirect_uri: value,
      code_verifier: value,
      client_id: maybe(config.OIDC_CLIENT_ID),
    })
    .map(
      (fields): PageRequest => ({
        kind: 'token',
        method: 'POST',
        path: () => '/oidc/token',
        form: query(fields),
      }),
    ),
)

const interaction = await liveInteraction()
const perKind: Record<string, Record<number, number>> = {}
const failures: string[] = []
for (const request of fc.sample(pageRequest, { seed: SEED, numRuns: RUNS })) {
  const url = request.path(interaction)
  const response = await gateway.inject({
    method: request.method,
    url,
    headers: {
      ...pageHeaders,
      cookie: cookieHeader(),
      ...(request.form !== undefined && { 'content-type': 'application/x-www-form-urlencoded' }),
    },
    ...(request.form !== undefined && { payload: request.form }),
  })
  const kind = perKind[request.kind] ?? {}
  perKind[request.kind] = kind
  kind[response.statusCode] = (kind[response.statusCode] ?? 0) + 1
  const sent = `${url}\n${request.form ?? ''}`
  const problems = [
    ...(response.statusCode >= 500 ? [`a ${response.statusCode}`] : []),
    ...leaks(
      { status: response.statusCode, body: response.body, location: response.headers.location as string },
      sent,
    ),
  ]
  if (problems.length > 0)
    failures.push(
      `${request.method} ${url.slice(0, 200)} ${request.form?.slice(0, 200) ?? ''}: ${problems.join('; ')}`,
    )
}

t.comment(`seed ${SEED}, ${RUNS} requests; answers per kind: ${JSON.stringify(perKind)}`)
t.equal(Object.keys(perKind).length, 4, 'every kind of provider page was fuzzed')
t.ok(
  (perKind['login form']?.[200] ?? 0) + (perKind['login form']?.[400] ?? 0) > 0,
  'the login form answered as a form',
)
t.same(failures, [], 'no 5xx, nothing of the machine shown')
