import t from 'tap'
import {
  authorizationCode,
  Browser,
  codeGrant,
  jwtPayload,
  pkcePair,
  startStand,
  tokenRequest,
} from './helper.ts'

const header = (jwt: unknown) =>
  JSON.parse(Buffer.from(String(jwt).split('.')[0] ?? '', 'base64url').toString())

t.test('tokens, sessions and keys survive a restart of the upstream on the same store', async (t) => {
  const dataDir = t.testdir()
  const before = await startStand(t, { dataDir })
  const { verifier, challenge } = pkcePair()
  const { code } = await authorizationCode(new Browser(before), challenge)
  const tokens = (await codeGrant(before, code, verifier)).body
  const jwks = await (await fetch(`${before.base}/oidc/jwks`)).json()
  await before.upstream.close()

  const after = await startStand(t, { dataDir })
  t.same(await (await fetch(`${after.base}/oidc/jwks`)).json(), jwks, 'the same signing key')
  t.match(await after.upstream.oidc.findAccessToken(String(tokens.access_token)), {
    accountId: jwtPayload(tokens.id_token).sub,
  })

  const refreshed = await tokenRequest(after, {
    grant_type: 'refresh_token',
    refresh_token: String(tokens.refresh_token),
  })
  t.equal(refreshed.status, 200, 'a refresh token issued before the restart still works')
  t.equal(jwtPayload(refreshed.body.id_token).sub, jwtPayload(tokens.id_token).sub)
  t.equal(header(refreshed.body.id_token).kid, header(tokens.id_token).kid)
})
