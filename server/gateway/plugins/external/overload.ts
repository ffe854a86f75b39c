/**
 * Overload protection: while the event loop's mean delay over the last second is above
 * MAX_EVENT_LOOP_DELAY_MS, requests are answered at once with 503, `Retry-After` and the usual
 * `{ code, message }`, rather than queueing behind the stall and all timing out. `/healthz` still
 * answers 200 (the process is alive: restarting it would only lose the work in flight) and
 * `/readyz` says unavailable, so a load balancer sends traffic elsewhere until the loop recovers.
 * @see https://github.com/fastify/under-pressure
 */
import underPressure from '@fastify/under-pressure'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { ErrorResponse } from '../../../../shared/contract/common.ts'
import { healthApi } from '../../../../shared/contract/health.ts'
import { DEFAULT_ERROR } from '../../../../shared/validation/messages.ts'

/** Long enough for a stall to clear, short enough that a browser's retry soon succeeds. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 5
const OVERLOADED: ErrorResponse = { code: 'SERVICE_UNAVAILABLE', message: DEFAULT_ERROR }
/** under-pressure's sampling period (its default), and the samples ignored once ready. */
const SAMPLE_INTERVAL_MS = 1000
const START_UP_SAMPLES = 2

export default fp(
  async (fastify: FastifyInstance) => {
    // Loading plugins and compiling schemas holds the loop for seconds on a busy machine; the
    // samples that cover the start-up measure that, not load, so refusals start after them.
    let armedAt = Number.POSITIVE_INFINITY
    fastify.addHook('onReady', async () => {
      armedAt = performance.now() + START_UP_SAMPLES * SAMPLE_INTERVAL_MS
    })

    /**
     * Sends the refusal; a request it does not answer (liveness, start-up, no reading) goes on as
     * usual. under-pressure reads a second in which its delay histogram took no sample at all as an
     * infinite delay: that says nothing of load (a real stall is in the next second's mean), and on a
     * busy machine it refused whole seconds of requests whatever the limit.
     */
    function overloaded(request: FastifyRequest, reply: FastifyReply, _type: string, delay: unknown) {
      const route = request.routeOptions.url
      if (route === healthApi.live.url || performance.now() < armedAt || delay === Number.POSITIVE_INFINITY)
        return
      reply
        .code(503)
        .header('retry-after', OVERLOAD_RETRY_AFTER_SECONDS)
        .send(route === healthApi.ready.url ? { status: 'unavailable' as const } : OVERLOADED)
    }

    await fastify.register(underPressure, {
      maxEventLoopDelay: fastify.config.MAX_EVENT_LOOP_DELAY_MS,
      sampleInterval: SAMPLE_INTERVAL_MS,
      pressureHandler: overloaded,
    })
  },
  // After helmet and the request-id header, so that a 503 carries them. Autoload takes this folder
  // in name order, so this file loads before session.ts: an overloaded gateway does not decode
  // cookies or ask Redis for requests it refuses.
  { name: 'overload', dependencies: ['helmet', 'logger'] },
)
