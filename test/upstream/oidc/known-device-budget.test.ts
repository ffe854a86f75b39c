/**
 * Issue 21 item 7, the upstream's side: a password arriving through the `known-device` door (the
 * gateway has proven the browser signed in to the account before) is checked on the account's
 * known-device budget. The lock others caused on the shared budget does not refuse it, its own
 * failures do not spend the shared budget, it locks after its own ten, and a success clears both.
 */
import pino from 'pino'
import t from 'tap'
import { findLoginSubject } from '../../../server/upstream/oidc/accounts.ts'
import type { LoginBudgetTables } from '../../../server/upstream/oidc/login-budget.ts'
import { createLoginGuard } from '../../../server/upstream/oidc/login-guard.ts'
import { LOGIN_POLICY, type LoginDoor } from '../../../server/upstream/oidc/login-policy.ts'
import { DEMO, startStand } from './helper.ts'

const stand = await startStand(t)
const log = pino({ level: 'silent' })
let address = 0
const nextIp = () => `198.51.100.${++address}`

t.test("others' lock leaves the known device its own budget", async (t) => {
  const guard = createLoginGuard(stand.upstream.db.withTables<LoginBudgetTables>(), { now: () => 5_000 })
  const alex = await findLoginSubject(stand.upstream.db, DEMO.card)
  const outcome = async (password: string, door: LoginDoor) => {
    const result = await guard.check(alex, password, { ip: nextIp(), door, log })
    return 'refused' in result ? result.refused : 'in'
  }
  for (let n = 0; n < LOGIN_POLICY.lockAfter; n += 1) await outcome(`Wrong-${n}`, 'api')
  t.equal(await outcome(DEMO.password, 'api'), 'throttled', 'the account is locked for everyone else')

  t.equal(await outcome('Wrong-at-home', 'known-device'), 'wrong', "the device's own failure is checked")
  t.equal(await outcome(DEMO.password, 'known-device'), 'in', 'and the right password goes through')
  t.equal(await outcome(DEMO.password, 'api'), 'in', 'the success cleared the shared budget too')

  for (let n = 0; n < LOGIN_POLICY.lockAfter; n += 1) await outcome(`Stolen-${n}`, 'known-device')
  t.equal(
    await outcome(DEMO.password, 'known-device'),
    'throttled',
    'the device budget locks after its own ten',
  )
  t.equal(await outcome(DEMO.password, 'form'), 'in', "and its failures never spent everyone else's")
})
