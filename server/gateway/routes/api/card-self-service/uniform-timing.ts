/**
 * Uniform timing: a request or code send for details that match an account does a little more
 * work (a message is written to the outbox) than one that matches none. Every answer of those
 * steps waits until the same floor, well above that difference, so the time says nothing either.
 * The work returns the answer's body: a reply sent inside it would leave before the wait.
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Authentication_Cheat_Sheet.html#authentication-responses
 */
import { setTimeout as sleep } from 'node:timers/promises'

export const UNIFORM_ANSWER_MS = 400

/** The clock and the wait `atLeast` uses: the process's own, or a test's. */
export type Timing = { now(): number; sleep(ms: number): Promise<unknown> }
const REAL: Timing = { now: () => performance.now(), sleep }

export async function atLeast<T>(floorMs: number, work: () => Promise<T>, timing = REAL): Promise<T> {
  const started = timing.now()
  try {
    return await work()
  } finally {
    const left = floorMs - (timing.now() - started)
    if (left > 0) await timing.sleep(left)
  }
}
