/**
 * POST /api/previews: a token the content system signed (ES256) previews exactly its claims; an
 * expired, too old, unsigned (`alg: none`), HS256-with-the-public-key, wrongly keyed, wrongly kinded
 * or malformed token is refused with its code and none of its contents. Without a key (preprod with
 * none configured) previews are off. The request must come from the product's own pages.
 */
import { generateKeyPairSync } from 'node:crypto'
import { importJWK, SignJWT, UnsecuredJWT } from 'jose'
import t from 'tap'
import { loadConfig } from '../../../config/env.ts'
import { buildTestGateway, sameOriginHeaders } from '../../helpers/gateway.ts'
import { TEST_SECRETS } from '../../upstream/helpers/upstream.ts'
import { offerFixture } from '../upstream/offer-fixture.ts'

const ORIGIN = 'https://www.loyalty.test'
const pair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  return { privateJwk: privateKey.export({ format: 'jwk' }), publicJwk: publicKey.export({ format: 'jwk' }) }
}
const contentSystem = pair()
const stranger = pair()
const gateway = await buildTestGateway(t, {
  PUBLIC_ORIGIN: ORIGIN,
  PREVIEW_PUBLIC_JWK: JSON.stringify(contentSystem.publicJwk),
})

const offer = offerFixture('b9c1e3c6-0f7e-4a52-9d1c-5b3c1c2f0a11')
const hero = {
  title: 'Double points weekend',
  body: 'On fuel, this weekend only.',
  imageUrl: '/content/hero.svg',
}

async function sign(
  claims: Record<string, unknown>,
  {
    key = contentSystem.privateJwk,
    expires = '1h',
    issuedAt,
  }: { key?: object; expires?: string | number; issuedAt?: number } = {},
) {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'ES256' }).setExpirationTime(expires)
  issuedAt === undefined ? jwt.setIssuedAt() : jwt.setIssuedAt(issuedAt)
  return jwt.sign(await importJWK({ ...key, alg: 'ES256' }, 'ES256'))
}

const ask = async (kind: string, token: string, on = gateway) => {
  const response = await on.inject({
    method: 'POST',
    url: '/api/previews',
    headers: sameOriginHeaders({ PUBLIC_ORIGIN: ORIGIN }),
    payload: { kind, token },
  })
  return { status: response.statusCode, body: response.json() as Record<string, unknown>, raw: response.body }
}

t.test('a signed offer card, offer details and hero card preview exactly their claims', async (t) => {
  for (const kind of ['offer-card', 'offer-details'] as const) {
    const { status, body } = await ask(kind, await sign({ kind, offer }))
    t.equal(status, 200, kind)
    t.same(body, { kind, offer }, kind)
  }
  const { status, body } = await ask('hero-card', await sign({ kind: 'hero-card', hero }))
  t.equal(status, 200)
  t.same(body, { kind: 'hero-card', hero })
})

t.test('refusals name the problem and never echo the contents', async (t) => {
  const secretTitle = 'Never shown when refused'
  const claims = { kind: 'hero-card', hero: { ...hero, title: secretTitle } }
  const hs256 = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(JSON.stringify(contentSystem.publicJwk)))
  const now = Math.floor(Date.now() / 1000)
  const cases: Array<[string, string, string]> = [
    ['expired', await sign(claims, { expires: now - 60, issuedAt: now - 3600 }), 'PREVIEW_EXPIRED'],
    [
      'older than a week',
      await sign(claims, { expires: now + 3600, issuedAt: now - 8 * 86_400 }),
      'PREVIEW_EXPIRED',
    ],
    ['signed by another key', await sign(claims, { key: stranger.privateJwk }), 'PREVIEW_INVALID'],
    [
      'unsigned (alg none)',
      new UnsecuredJWT(claims).setIssuedAt().setExpirationTime('1h').encode(),
      'PREVIEW_INVALID',
    ],
    ['HS256 keyed with the public key', hs256, 'PREVIEW_INVALID'],
    [
      'a javascript: call to action',
      await sign({
        kind: 'hero-card',
        hero: { ...hero, title: secretTitle, ctaText: 'Go', ctaUrl: 'javascript:alert(1)' },
      }),
      'PREVIEW_INVALID',
    ],
    [
      'claims of the wrong shape',
      await sign({ kind: 'hero-card', hero: { title: secretTitle } }),
      'PREVIEW_INVALID',
    ],
    [
      'a tampered payload',
      (await sign(claims)).replace(/\.([^.]+)\./, (_m, part: string) => `.${part.slice(0, -2)}AA.`),
      'PREVIEW_INVALID',
    ],
  ]
  for (const [name, token, code] of cases) {
    const { status, body, raw } = await ask('hero-card', token)
    t.equal(status, 400, name)
    t.equal(body.code, code, name)
    t.notMatch(raw, secretTitle, `${name}: contents not answered`)
  }
  const noExpiry = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256' })
    .setIssuedAt()
    .sign(await importJWK({ ...contentSystem.privateJwk, alg: 'ES256' }, 'ES256'))
  t.equal((await ask('hero-card', noExpiry)).body.code, 'PREVIEW_INVALID', 'an expiry is required')
  const wrongKind = await ask('offer-card', await sign(claims))
  t.equal(wrongKind.body.code, 'PREVIEW_WRONG_KIND')
})

t.test('the request is checked before any signature: shape, size, origin', async (t) => {
  t.equal((await ask('banner', await sign({ kind: 'hero-card', hero }))).status, 400, 'unknown kind')
  t.equal((await ask('hero-card', 'not a token')).status, 400, 'not a JWS')
  t.equal((await ask('hero-card', `${'a'.repeat(16_400)}.b.c`)).status, 400, 'too long')
  const crossSite = await gateway.inject({
    method: 'POST',
    url: '/api/previews',
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    payload: { kind: 'hero-card', token: await sign({ kind: 'hero-card', hero }) },
  })
  t.equal(crossSite.statusCode, 403)
})

t.test('without a configured key outside local mode, previews are off', async (t) => {
  const off = await buildTestGateway(t, { PUBLIC_ORIGIN: ORIGIN, APP_ENV: 'preprod', ...TEST_SECRETS })
  const { status, body } = await ask('hero-card', await sign({ kind: 'hero-card', hero }), off)
  t.equal(status, 404)
  t.equal(body.code, 'PREVIEWS_OFF')
})

t.test('config: a private key or a key of another kind is refused at start', async (t) => {
  const base = { DATA_DIR: t.testdir() }
  t.throws(() => loadConfig({ ...base, PREVIEW_PUBLIC_JWK: JSON.stringify(contentSystem.privateJwk) }), {
    message: /holds a private key/,
  })
  t.throws(() => loadConfig({ ...base, PREVIEW_PUBLIC_JWK: '{"kty":"oct","k":"c2VjcmV0"}' }), {
    message: /EC P-256 public JWK/,
  })
  t.throws(() => loadConfig({ ...base, PREVIEW_PUBLIC_JWK: '{not json}' }), { message: /not JSON/ })
  const local = loadConfig(base)
  t.same(loadConfig(base).previewPublicJwk, local.previewPublicJwk, 'local mode keeps one generated key')
  t.notOk(local.previewPublicJwk && 'd' in local.previewPublicJwk, 'only the public part')
})
