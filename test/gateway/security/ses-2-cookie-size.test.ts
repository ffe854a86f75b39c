/**
 * SES-2: the session cookie stays within the project budget of 3,072 bytes per Set-Cookie with
 * the largest token set the session holds. The mock provider issues long tokens and a 2 KB ID
 * token full of long names and e-mails; the ID token never goes into the cookie, and the name it
 * carries is cut to what the header shows. The collector hash (fetched from the upstream after
 * login, absent here) is counted as headroom. The largest set that fits is about a 1.5 KB access
 * token with a refresh token of up to 200 characters: a 1.5 KB access token with a 1 KB refresh
 * token makes a 4.2 KB Set-Cookie, over what browsers keep.
 */
import { randomBytes } from 'node:crypto'
import t from 'tap'
import { buildGatewayForMockIdp, logIn, startMockIdp } from '../login/mock-idp.ts'
import { setCookies } from './helpers.ts'

const BUDGET = 3072
/** `"collectorHash":"<64 hex>",` once encrypted and base64-encoded. */
const COLLECTOR_HASH_HEADROOM = Math.ceil(((64 + 18) * 4) / 3)

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
/** An RS256 JWT of about `size` characters: random claims, a 256-byte signature. */
const jwtOf = (size: number) => () => {
  const header = b64({ alg: 'RS256', typ: 'at+jwt', kid: 'key-2026-11' })
  const signature = randomBytes(256).toString('base64url')
  const room = Math.max(0, Math.floor(((size - header.length - signature.length - 2) * 3) / 4) - 20)
  const payload = b64({
    sub: '10000000001',
    pad: randomBytes(Math.floor((room * 3) / 4)).toString('base64url'),
  })
  return `${header}.${payload}.${signature}`
}
const opaqueOf = (size: number) => () =>
  randomBytes(Math.ceil((size * 3) / 4))
    .toString('base64url')
    .slice(0, size)

/** Long names and addresses, as the largest staging ID tokens carry; about 2 KB once signed. */
const LONG_CLAIMS = {
  given_name: 'Bartholomew-Maximilian Alexander-Christopher',
  family_name: 'Featherstonehaugh-Cholmondeley-Marjoribanks'.repeat(3),
  name: 'Bartholomew-Maximilian Alexander-Christopher Featherstonehaugh-Cholmondeley'.repeat(3),
  email: `${'bartholomew.maximilian.featherstonehaugh'.repeat(3)}@a-very-long-mail-domain.example.co.uk`,
  preferred_username: 'bartholomew.maximilian.featherstonehaugh'.repeat(4),
  address: {
    formatted: 'Flat 12, The Old Mill, 1 Riverside Walk, Little Snoring, Norfolk, NR21 0AA'.repeat(3),
  },
}

const TOKEN_SETS = [
  { access: opaqueOf(43), refresh: opaqueOf(43), label: 'opaque tokens' },
  {
    access: jwtOf(1024),
    refresh: opaqueOf(256),
    label: '1 KB JWT access token, 256-character refresh token',
  },
  { access: jwtOf(1536), refresh: opaqueOf(43), label: '1.5 KB JWT access token, opaque refresh token' },
]

t.test('every Set-Cookie of a login stays within 3,072 bytes', async (t) => {
  const idp = await startMockIdp(t, { sub: '10000000001' })
  const gateway = await buildGatewayForMockIdp(t, idp)
  idp.behaviour.idTokenClaims = LONG_CLAIMS
  for (const { access, refresh, label } of TOKEN_SETS) {
    idp.behaviour.accessToken = access
    idp.behaviour.refreshToken = refresh
    const steps = await logIn(gateway, idp)
    t.equal(steps.done.headers.location, '/homepage', `${label}: signed in`)
    const sizes = [...setCookies(steps.start.headers), ...setCookies(steps.done.headers)].map((header) =>
      Buffer.byteLength(header),
    )
    t.ok(sizes.length >= 2, `${label}: the start and the callback set the cookie`)
    const largest = Math.max(...sizes) + COLLECTOR_HASH_HEADROOM
    t.ok(largest <= BUDGET, `${label}: ${largest} bytes with the collector hash (budget ${BUDGET})`)
  }
})

t.test('the ID token and its long names stay out of the cookie', async (t) => {
  const idp = await startMockIdp(t)
  const gateway = await buildGatewayForMockIdp(t, idp)
  const access = opaqueOf(43)()
  const refresh = opaqueOf(43)()
  idp.behaviour.accessToken = () => access
  idp.behaviour.refreshToken = () => refresh
  const sizeWith = async (claims: Record<string, unknown>) => {
    idp.behaviour.idTokenClaims = claims
    const { done } = await logIn(gateway, idp)
    // Decoded: the cookie value is URL-encoded base64, whose length varies with the random nonce.
    return decodeURIComponent(setCookies(done.headers)[0]?.split(';', 1)[0] ?? '').length
  }
  const small = await sizeWith({ given_name: 'Alexandra Katherine Smith' })
  const large = await sizeWith({ ...LONG_CLAIMS, given_name: 'Alexandra Katherine Smith-Featherstonehaugh' })
  t.ok(small > 0)
  t.equal(large, small, 'a 2 KB ID token with a 43-character first name makes no bigger a cookie')
})
