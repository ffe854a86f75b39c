/**
 * Issue 13 item 7, "no request hangs past 30 s": one deadline for all of a request's upstream
 * work, not one per call. A logout makes two upstream calls one after the other (delete-session,
 * then the refresh token's revocation at the provider), and goes on whatever each does. With both
 * held by the fault proxy far past the timeout, the first spends the request's whole deadline and
 * the second is never sent: the collector waits one budget, not two. Seen from the proxy's count,
 * not from a clock.
 */
import t from 'tap'
import { CELLS } from './family-calls.ts'
import { faultStand } from './stand.ts'

const DELETE_SESSION = { method: 'DELETE', path: '/session' }
const REVOKE = { method: 'POST', path: '/oidc/token/revocation' }

const stand = await faultStand(t)
const { proxy } = stand

const reached = (call: { method: string; path: string }) =>
  proxy.calls.filter((seen) => seen.method === call.method && seen.path === call.path).length

t.test('without faults, a logout deletes the session and revokes the refresh token', async (t) => {
  const logout = await CELLS.session(stand, 1, '')
  proxy.resetCount()
  const answer = await logout.call()
  t.equal(answer.status, 200)
  t.equal(reached(DELETE_SESSION), 1, 'delete-session sent')
  t.equal(reached(REVOKE), 1, 'revocation sent')
})

t.test('both calls held past the timeout: one budget spent, the second call never sent', async (t) => {
  const logout = await CELLS.session(stand, 2, '')
  proxy.inject({ ...DELETE_SESSION, fault: 'delay' })
  proxy.inject({ ...REVOKE, fault: 'delay' })
  t.teardown(proxy.clear)
  proxy.resetCount()
  const answer = await logout.call()
  t.equal(answer.status, 200, 'the logout goes on')
  t.equal(reached(DELETE_SESSION), 1, 'delete-session held until the deadline, not retried')
  t.equal(reached(REVOKE), 0, 'the revocation found the deadline spent and was not sent')
  t.equal(proxy.faulted(), 1, 'one held call: the collector waited one budget')
  await logout.after?.(t)
})
