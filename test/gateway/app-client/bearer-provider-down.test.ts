/**
 * A bearer token the gateway cannot ask the provider about is never taken unchecked: with the
 * provider unreachable, the app gets 503 SERVICE_UNAVAILABLE, not its data and not a sign-out.
 */
import t from 'tap'
import { appApi, appSignIn, appStand } from './helpers.ts'

const { stand, base, viaGateway } = await appStand(t)
// Signed in, but the token never shown to the gateway: nothing about it is held there yet.
const tokens = await appSignIn(viaGateway)

t.test('the provider unreachable: 503, the token neither accepted nor refused', async (t) => {
  await stand.upstream.close()
  const answer = await appApi(base, tokens.access)('GET', '/api/card/balance')
  t.equal(answer.status, 503)
  t.equal(answer.body.code, 'SERVICE_UNAVAILABLE')
  t.notOk('points' in answer.body)
})
