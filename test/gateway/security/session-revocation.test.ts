/**
 * The session denylist and collector cut-off in memory: an ended id is refused for the absolute
 * lifetime, then forgotten (no cookie can outlive it); a cut-off refuses sessions issued up to it.
 */
import t from 'tap'
import { createSessionRevocation } from '../../../server/gateway/plugins/app/session/session-revocation.ts'

t.test('an ended session id is refused for the absolute lifetime', async (t) => {
  const clock = { now: 5_000_000 }
  const revocation = createSessionRevocation({
    redis: undefined,
    lifetimeSeconds: 3600,
    now: () => clock.now,
  })
  t.teardown(revocation.close)
  const session = { sid: 'sid-1', iat: clock.now }
  t.equal(await revocation.isRevoked(session), false)
  await revocation.revoke('sid-1')
  t.equal(await revocation.isRevoked(session), true)
  t.equal(await revocation.isRevoked({ sid: 'sid-2', iat: clock.now }), false, 'other ids are not affected')
  clock.now += 3_600_000
  t.equal(await revocation.isRevoked(session), false, 'forgotten once no cookie can be valid')
})

t.test('a collector cut-off refuses sessions issued up to it', async (t) => {
  const clock = { now: 5_000_000 }
  const revocation = createSessionRevocation({
    redis: undefined,
    lifetimeSeconds: 3600,
    now: () => clock.now,
  })
  t.teardown(revocation.close)
  const before = { sid: 'a', iat: clock.now - 1, collectorId: 'c1' }
  await revocation.revokeCollector('c1')
  t.equal(await revocation.isRevoked(before), true)
  t.equal(await revocation.isRevoked({ ...before, iat: clock.now }), true, 'issued in the same millisecond')
  t.equal(await revocation.isRevoked({ ...before, iat: clock.now + 1 }), false, 'issued after')
  t.equal(await revocation.isRevoked({ ...before, collectorId: 'c2' }), false, 'another collector')
  t.equal(await revocation.isRevoked({ sid: 'a', iat: before.iat }), false, 'an anonymous session')
})

t.test('a full denylist fails the logout rather than forgetting', async (t) => {
  const revocation = createSessionRevocation({ redis: undefined, lifetimeSeconds: 60, maxEntries: 1 })
  t.teardown(revocation.close)
  await revocation.revoke('one')
  await t.rejects(revocation.revoke('two'), { message: 'session denylist full' })
  t.equal(await revocation.isRevoked({ sid: 'one', iat: 0 }), true)
})
