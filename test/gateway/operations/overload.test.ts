/**
 * Overload protection: while the event loop is really stalled (busy-waits back to back), requests
 * get 503 with Retry-After and `{ code, message }`, `/healthz` still answers 200 and `/readyz` says
 * unavailable; once the stall ends, requests are served again.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import t from 'tap'
import { OVERLOAD_RETRY_AFTER_SECONDS } from '../../../server/gateway/plugins/external/overload.ts'
import { DEFAULT_ERROR } from '../../../shared/validation/messages.ts'
import { gatewayFor } from './helpers.ts'

const MAX_DELAY_MS = 100

const { app } = await gatewayFor(t, { env: { MAX_EVENT_LOOP_DELAY_MS: String(MAX_DELAY_MS) } })
const delay = () => app.memoryUsage().eventLoopDelay

function busyWait(ms: number) {
  const end = performance.now() + ms
  while (performance.now() < end) {
    // Holds the event loop, as a runaway computation would.
  }
}

/** Polls (between the busy-waits) until `done`, or fails after `ms`. */
async function until(done: () => boolean, ms: number, what: string) {
  const deadline = performance.now() + ms
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`${what} not seen within ${ms} ms`)
    await sleep(20)
  }
}

t.test('a stalled event loop gets 503 with Retry-After; /healthz still answers', async (t) => {
  t.equal((await app.inject({ url: '/api/switches' })).statusCode, 200, 'served before the stall')
  const stall = setInterval(() => busyWait(300), 0)
  try {
    // The delay is sampled every second, and the first two samples after start-up are ignored.
    await until(() => delay() > MAX_DELAY_MS, 5000, 'the stall')
    let refused = await app.inject({ url: '/api/switches' })
    const deadline = performance.now() + 5000
    while (refused.statusCode !== 503 && performance.now() < deadline) {
      await sleep(100)
      refused = await app.inject({ url: '/api/switches' })
    }
    t.equal(refused.statusCode, 503)
    t.equal(refused.headers['retry-after'], String(OVERLOAD_RETRY_AFTER_SECONDS))
    t.same(refused.json(), { code: 'SERVICE_UNAVAILABLE', message: DEFAULT_ERROR })
    t.ok(refused.headers['x-request-id'], 'with the request id, like every answer')

    const live = await app.inject({ url: '/healthz' })
    t.equal(live.statusCode, 200, 'liveness still answers')
    t.same(live.json(), { status: 'ok' })
    const ready = await app.inject({ url: '/readyz' })
    t.equal(ready.statusCode, 503, 'not ready: the load balancer sends traffic elsewhere')
    t.same(ready.json(), { status: 'unavailable' })
  } finally {
    clearInterval(stall)
  }
  await until(() => delay() <= MAX_DELAY_MS, 5000, 'the recovery')
  t.equal((await app.inject({ url: '/api/switches' })).statusCode, 200, 'served again after it')
})
