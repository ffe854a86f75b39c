/**
 * The login budgets' security events: step-up, lock and a spraying address are logged at warn,
 * as structured records that name the account by its id, never a card number or a password.
 */
import { Writable } from 'node:stream'
import pino from 'pino'
import t from 'tap'
import { accountKey, findLoginSubject } from '../../../server/upstream/oidc/accounts.ts'
import type { LoginBudgetTables } from '../../../server/upstream/oidc/login-budget.ts'
import { createLoginGuard } from '../../../server/upstream/oidc/login-guard.ts'
import { startStand } from './helper.ts'

const stand = await startStand(t)
const db = stand.upstream.db

function capture() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>)
  return { log: pino({ level: 'info' }, stream), lines, records }
}

t.test('step-up at the fifth failure, lock at the tenth, each logged once', async (t) => {
  const { log, lines, records } = capture()
  const guard = createLoginGuard(db.withTables<LoginBudgetTables>(), { now: () => 1_000 })
  const sam = await findLoginSubject(db, '9826300010000000002')
  const results = []
  for (let n = 1; n <= 11; n += 1) {
    const door = n <= 5 ? 'form' : 'api'
    const result = await guard.check(sam, `Secret-guess-${n}`, { ip: `192.0.2.${n}`, door, log })
    results.push('refused' in result ? result.refused : 'in')
  }
  t.same(results, [...Array(10).fill('wrong'), 'throttled'])
  const events = records().filter((record) => typeof record.event === 'string')
  t.match(events, [
    { level: 40, event: 'login_step_up', key: sam.key, door: 'form', ip: '192.0.2.5', failures: 5 },
    { level: 40, event: 'login_locked', key: sam.key, door: 'api', ip: '192.0.2.10', failures: 10 },
  ])
  t.equal(events.length, 2)
  t.equal(sam.key, accountKey(sam.collector?.id ?? ''), 'the account by its id')
  const text = lines.join('')
  t.notOk(/10000000002|Secret-guess/.test(text), 'no card number and no password in the log')
})

t.test('an address that reaches its limit is logged, with the address and not the identifiers', async (t) => {
  const { log, lines, records } = capture()
  const guard = createLoginGuard(db.withTables<LoginBudgetTables>(), {
    now: () => 2_000,
    policy: { addressLimit: 3 },
  })
  for (const card of ['19999999991', '19999999992', '19999999993', '19999999994']) {
    await guard.check(await findLoginSubject(db, card), 'guess', { ip: '2001:db8:5:6::9', door: 'form', log })
  }
  t.match(
    records().filter((record) => record.event === 'login_address_locked'),
    [{ level: 40, key: 'address:2001:db8:5:6::/64', ip: '2001:db8:5:6::9', failures: 3 }],
  )
  t.notOk(lines.join('').includes('1999999999'), 'no identifier in the log')
})
