/**
 * `fastify.metrics` (prom-client): one `onResponse` hook records each request's duration by route
 * template; the upstream client and the security-event helper record the rest. Served on the
 * operator port (server/telemetry/metrics/operator-server.ts), never here. METRICS_PORT=0: off,
 * no hook at all.
 * @see https://github.com/siimon/prom-client
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import {
  createGatewayMetrics,
  type GatewayMetrics,
  UNMATCHED_ROUTE,
} from '../../../telemetry/metrics/gateway-metrics.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Undefined when METRICS_PORT=0. */
    metrics: GatewayMetrics | undefined
  }
}

export default fp(
  async (fastify: FastifyInstance) => {
    if (fastify.config.METRICS_PORT === 0) {
      fastify.decorate('metrics', undefined)
      return
    }
    const metrics = createGatewayMetrics()
    fastify.decorate('metrics', metrics)
    fastify.addHook('onResponse', (request, reply, done) => {
      // The template (`/api/offers/:id`), never the URL: one series per route, whatever is asked.
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE
      metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000)
      done()
    })
  },
  { name: 'metrics' },
)
