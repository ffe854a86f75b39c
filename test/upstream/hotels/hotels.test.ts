/** The reference upstream's hotels calls over loopback HTTP, with a real access token from its provider. */
import t from 'tap'
import { createHotelsTokens } from '../../../server/upstream/hotels/hotels-tokens.ts'
import { authorizationCode, Browser, codeGrant, pkcePair, startStand } from '../oidc/helper.ts'

t.test('hotels tokens: signed, expiring, bound to the collector', async (t) => {
  let clock = 1_000_000_000
  const tokens = createHotelsTokens({ ttlSeconds: 60, now: () => clock })
  const token = tokens.issue('collector-1')
  t.match(token, /^[A-Za-z0-9_-]+\.\d+\.[A-Za-z0-9_-]{43}$/)
  t.equal(tokens.verify(token), 'collector-1')
  const [id, expiry, mac] = token.split('.')
  t.equal(tokens.verify(`${Buffer.from('collector-2').toString('base64url')}.${expiry}.${mac}`), undefined)
  t.equal(tokens.verify(`${id}.${Number(expiry) + 60}.${mac}`), undefined, 'a longer expiry breaks the MAC')
  t.equal(createHotelsTokens().verify(token), undefined, 'another key')
  t.equal(tokens.verify('garbage'), undefined)
  clock += 60_000
  t.equal(tokens.verify(token), undefined, 'expired')
})

t.test('session, preload and the two logouts', async (t) => {
  const stand = await startStand(t)
  const { verifier, challenge } = pkcePair()
  const { code } = await authorizationCode(new Browser(stand), challenge)
  const { body } = await codeGrant(stand, code, verifier)
  const bearer = { authorization: `Bearer ${String(body.access_token)}` }

  const session = await fetch(`${stand.base}/customer/session/hotels`, { headers: bearer })
  t.equal(session.status, 204)
  const token = session.headers.get('x-hotels-session-token') ?? ''
  t.match(token, /^[A-Za-z0-9_-]+\.\d+\.[A-Za-z0-9_-]{43}$/)
  t.equal(stand.upstream.hotels.verify(token) !== undefined, true)

  const anonymous = await fetch(`${stand.base}/customer/session/hotels`)
  t.equal(anonymous.status, 401)
  t.equal(anonymous.headers.get('x-hotels-session-token'), null)

  const preload = await fetch(`${stand.base}/hotels/session`, {
    headers: { 'x-hotels-session-token': token },
  })
  t.equal(preload.status, 204)
  const forged = await fetch(`${stand.base}/hotels/session`, {
    headers: { 'x-hotels-session-token': `${token}x` },
  })
  t.equal(forged.status, 401)
  t.strictSame(await forged.json(), {
    code: 'HOTELS_SESSION_INVALID',
    message: 'Hotels session not recognised',
  })

  for (const path of ['/hotels/logout', '/hotels/partner/logout']) {
    t.equal((await fetch(`${stand.base}${path}`, { method: 'DELETE', headers: bearer })).status, 204, path)
    t.equal(
      (await fetch(`${stand.base}${path}`, { method: 'DELETE' })).status,
      401,
      `${path} without a token`,
    )
  }
})
