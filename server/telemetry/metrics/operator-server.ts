/**
 * The operator port: `GET /metrics` in Prometheus text format, and `GET /dependencies` (each shared
 * dependency's state as this replica sees it: up, seconds down, seconds since its last failure), on
 * its own listener (METRICS_HOST, METRICS_PORT; loopback by default) so that the public port never
 * exposes them.
 * @see https://prometheus.io/docs/instrumenting/exposition_formats/
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Registry } from 'prom-client'
import type { Config } from '../../../config/env.ts'
import type { DependencyReport } from '../../gateway/dependencies/dependency-state.ts'
import { listenFailure } from '../../startup-failure.ts'

export async function startMetricsServer(
  registry: Registry,
  { METRICS_PORT, METRICS_HOST }: Pick<Config, 'METRICS_PORT' | 'METRICS_HOST'>,
  dependencies: () => Record<string, DependencyReport> = () => ({}),
) {
  const server = createServer((request, response) => {
    const path = request.url?.split('?', 1)[0]
    const readable = request.method === 'GET' || request.method === 'HEAD'
    if (path === '/dependencies' && readable) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(dependencies()))
      return
    }
    if (path !== '/metrics' || !readable) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n')
      return
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n'),
    )
  })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(METRICS_PORT, METRICS_HOST, () => resolve())
    })
  } catch (error) {
    throw listenFailure(error, ['METRICS_PORT', METRICS_PORT], ['METRICS_HOST', METRICS_HOST])
  }
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeIdleConnections()
      }),
  }
}
