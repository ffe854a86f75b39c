/**
 * Overload protection reads a second in which the event-loop delay histogram took no sample as
 * no reading at all, not as overload: under-pressure turns the empty histogram's mean (NaN) into an
 * infinite delay, which once refused whole seconds of requests on a busy machine whatever the limit.
 * A process kept off the CPU for a whole sampling interval leaves the histogram empty; here the
 * histogram under-pressure asks for is one that never records, so every second is such a second.
 */
import { createRequire } from 'node:module'
import { setTimeout as sleep } from 'node:timers/promises'
import t from 'tap'

// under-pressure takes monitorEventLoopDelay from node:perf_hooks when it loads: replace it first.
const perfHooks = createRequire(import.meta.url)('node:perf_hooks') as typeof import('node:perf_hooks')
perfHooks.monitorEventLoopDelay = () =>
  Object.assign(perfHooks.createHistogram(), {
    enable: () => true,
    disable: () => true,
    [Symbol.dispose]: () => {},
  })

const { gatewayFor } = await import('./helpers.ts')
const { app } = await gatewayFor(t, { env: { MAX_EVENT_LOOP_DELAY_MS: '100' } })

t.test('seconds without a delay sample refuse nothing', async (t) => {
  await app.ready()
  // Past the two start-up samples, when refusals are armed: every sample since has read Infinity.
  await sleep(3500)
  t.equal(app.memoryUsage().eventLoopDelay, Number.POSITIVE_INFINITY, 'the empty second reads as infinite')
  const answer = await app.inject({ url: '/api/switches' })
  t.equal(answer.statusCode, 200, 'a request is served', { body: answer.body })
})
