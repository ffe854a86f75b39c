/**
 * Issue 13 item 7, the fault matrix: one representative call of every route family against the
 * real reference upstream behind a fault-injecting proxy, each fault in turn. Per cell: the status
 * and `{ code, message }` the collector gets (fault-table.ts, also the table of docs/resilience.md), how many
 * upstream calls met the fault (retried only when idempotent), an answer well inside the 30 s
 * bound, the gateway still serving, and what must hold after the cell (family-calls.ts): a
 * registration journey keeping its step, a logout that signed out all the same.
 */
import t, { type Test } from 'tap'
import { DEMO, gatewayLoginCookie } from '../../upstream/oidc/helper.ts'
import { type Answer, CELLS, type Cell, pollingCell } from './family-calls.ts'
import { FAULTS, type Fault } from './fault-proxy.ts'
import { FAMILIES, type FamilyRow, type Seen } from './fault-table.ts'
import { faultStand } from './stand.ts'

/** The specification's HTTP timeout: no collector waits longer than this for an answer. */
const SPEC_TIMEOUT_MS = 30_000

const stand = await faultStand(t)
const { gateway, proxy } = stand
const cookie = await gatewayLoginCookie(gateway, stand.stand, DEMO.card)

/** The call's answer, or a failure when it does not come within the specification's bound. */
async function answered(cell: Cell): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined
  const guard = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer within 30 s')), SPEC_TIMEOUT_MS)
  })
  try {
    return await Promise.race([cell.call(), guard])
  } finally {
    clearTimeout(timer)
  }
}

async function stillServing(t: Test) {
  const health = await gateway.inject({ method: 'GET', url: '/healthz' })
  t.equal(health.statusCode, 200, 'the gateway still serves')
}

function checkAnswer(t: Test, answer: Answer, seen: Seen) {
  t.equal(answer.status, seen.status, 'status')
  if (seen.code) t.equal(answer.body.code, seen.code, 'code')
  if (seen.message) t.equal(answer.body.message, seen.message, 'message')
  t.notMatch(JSON.stringify(answer.body), /upstream detail|at .*\.ts:\d+|stack/i, 'no upstream detail')
}

async function runCell(t: Test, row: FamilyRow, fault: Fault, seen: Seen, index: number) {
  const cell = await CELLS[row.family](stand, index, cookie)
  proxy.inject({ ...row.upstream, fault })
  t.teardown(proxy.clear)
  proxy.resetCount()
  const answer = await answered(cell)
  const calls = proxy.faulted()
  checkAnswer(t, answer, seen)
  t.equal(calls, seen.calls, `${seen.calls} upstream call(s) met the fault`)
  await stillServing(t)
  await cell.after?.(t)
}

/** Slow polling: the sign-up status stays pending; the gateway's check limit ends the wait. */
async function runPolling(t: Test, row: FamilyRow, seen: Seen, index: number) {
  if (!row.polled) throw new Error(`${row.family} has no polled call`)
  const cell = await pollingCell(stand, index)
  proxy.inject({ ...row.polled.upstream, fault: 'slow-polling' })
  proxy.resetCount()
  t.teardown(proxy.clear)
  let answer = await answered(cell)
  for (let poll = 1; poll <= seen.calls && answer.body.signUpStatus === 'PENDING'; poll += 1)
    answer = await answered(cell)
  checkAnswer(t, answer, seen)
  t.match(answer.body, { signUpStatus: 'FAILED', redirectTo: '/register-failed' })
  t.equal(proxy.faulted(), seen.calls, 'one upstream check per poll, up to the limit')
  await stillServing(t)
}

let index = 0
for (const row of FAMILIES) {
  t.test(`${row.family}: ${row.call}`, async (t) => {
    for (const fault of FAULTS) {
      const seen = row.seen[fault]
      if (!seen) continue
      index += 1
      const cellIndex = index
      await t.test(fault, (t) =>
        fault === 'slow-polling'
          ? runPolling(t, row, seen, cellIndex)
          : runCell(t, row, fault, seen, cellIndex),
      )
    }
  })
}
