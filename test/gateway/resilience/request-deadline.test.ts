/**
 * Issue 13 item 7, "no request hangs past 30 s": one deadline for all of a request's upstream
 * work, not one per call. A logout makes two upstream calls one after the other (delete-session,
 * then the refresh token's revocation at the provider, SES-6), and goes on whatever each does.
 * Delete-session held far past the timeout gives way at the part of the deadline kept for the
 * revocation, which is still sent: the collector waits one budget, not two, and the refresh token
 * does not outlive the logout. Seen from the proxy's count, not from a clock.
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

const HELD = [
  {
    name: 'delete-session held past the timeout: it gives way and the refresh token is revoked',
    held: [DELETE_SESSION],
  },
  {
    name: 'both calls held past the timeout: the revocation is still sent, one budget spent in all',
    held: [DELETE_SESSION, REVOKE],
  },
]

for (const [index, { name, held }] of HELD.entries()) {
  t.test(name, async (t) => {
    const logout = await CELLS.session(stand, index + 2, '')
    for (const call of held) proxy.inject({ ...call, fault: 'delay' })
    t.teardown(proxy.clear)
    proxy.resetCount()
    const answer = await logout.call()
    t.equal(answer.status, 200, 'the logout goes on')
    t.equal(reached(DELETE_SESSION), 1, 'delete-session held until it gave way, not retried')
    t.equal(reached(REVOKE), 1, 'the revocation sent in the time kept for it')
    t.equal(proxy.faulted(), held.length, 'each held call met once, within the one deadline')
    await logout.after?.(t)
  })
}
