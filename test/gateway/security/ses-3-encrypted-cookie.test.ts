/**
 * SES-3: the tokens travel encrypted (XSalsa20-Poly1305): the cookie bytes hold no `eyJ` (the start
 * of every JWT) and no token fragment; changing any byte gives an empty session, and the refused
 * cookie is cleared.
 */
import t from 'tap'
import { buildTestGateway } from '../../helpers/gateway.ts'
import { FAKE_ACCESS_TOKEN, parseSetCookie, setCookies, signIn, testRoutes } from './helpers.ts'

/** The cookie value is `base64(ciphertext);base64(nonce)`, URL-encoded. */
function decodeCookie(cookie: string) {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1))
  const [cipher = '', nonce = ''] = value.split(';')
  return { cipher: Buffer.from(cipher, 'base64'), nonce: Buffer.from(nonce, 'base64') }
}

function encodeCookie(cipher: Buffer, nonce: Buffer) {
  return `session=${encodeURIComponent(`${cipher.toString('base64')};${nonce.toString('base64')}`)}`
}

t.test('the tokens are encrypted in the cookie; one changed byte gives an empty session', async (t) => {
  const app = await buildTestGateway(t, {}, { register: testRoutes })
  const { cookie } = await signIn(app)
  const { cipher, nonce } = decodeCookie(cookie)
  t.equal(nonce.length, 24, 'a 24-byte nonce')
  t.ok(cipher.length > FAKE_ACCESS_TOKEN.length, 'the ciphertext carries the tokens')
  for (const bytes of [cipher, nonce, Buffer.from(cookie)]) {
    t.notOk(bytes.includes('eyJ'), 'no JWT header in the cookie')
    t.notOk(bytes.includes(FAKE_ACCESS_TOKEN.slice(-20)), 'no token signature in the cookie')
  }

  const read = await app.inject({ method: 'GET', url: '/api/test/session', headers: { cookie } })
  t.same(read.json(), { collectorId: 'c1', login: null }, 'the untouched cookie is accepted')

  const tampered = [
    [
      'a flipped ciphertext byte',
      encodeCookie(Buffer.from(cipher.map((b, i) => (i === 40 ? b ^ 1 : b))), nonce),
    ],
    ['a flipped MAC byte', encodeCookie(Buffer.from(cipher.map((b, i) => (i === 0 ? b ^ 0x80 : b))), nonce)],
    ['a flipped nonce byte', encodeCookie(cipher, Buffer.from(nonce.map((b, i) => (i === 5 ? b ^ 1 : b))))],
    ['a truncated ciphertext', encodeCookie(cipher.subarray(0, cipher.length - 1), nonce)],
    ['no nonce', `session=${encodeURIComponent(cipher.toString('base64'))}`],
  ] as const
  for (const [what, forged] of tampered) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/session',
      headers: { cookie: forged },
    })
    t.equal(response.statusCode, 200, what)
    t.same(response.json(), { collectorId: null, login: null }, `${what}: unauthenticated`)
    const [cleared] = setCookies(response.headers).map(parseSetCookie)
    t.equal(cleared?.value, '', `${what}: the cookie is cleared`)
    t.equal(cleared?.attributes.get('max-age'), '0')
  }
})
