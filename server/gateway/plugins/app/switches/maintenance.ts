/**
 * While the maintenance switch is on, every HTML page answers 503 with the maintenance page and a
 * Retry-After (routes specification §4: "maintenance screen replaces the app"). The JSON API,
 * static assets, probes and the forwarded identity provider keep answering as usual.
 * @see https://www.rfc-editor.org/rfc/rfc9110#name-503-service-unavailable
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { MAINTENANCE_RETRY_AFTER_SECONDS } from '../../../../../shared/constants/maintenance.ts'
import { DEFAULT_CLIENT_DIR } from '../../external/static.ts'
import { renderMaintenancePage } from './maintenance-page.ts'

/** Paths that are not pages of the app. */
const NOT_A_PAGE = /^\/(?:api|assets|oidc|healthz|readyz|dev|documents-api)(?:[/?]|$)/

async function maintenance(fastify: FastifyInstance, opts: { clientDir?: string }) {
  const page = renderMaintenancePage(opts.clientDir ?? DEFAULT_CLIENT_DIR)

  fastify.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    if (NOT_A_PAGE.test(request.url)) return
    if (!(await fastify.featureSwitches.values(request)).isMaintenanceEnabled) return
    return reply
      .code(503)
      .header('retry-after', String(MAINTENANCE_RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page)
  })
}

export default fp(maintenance, { name: 'maintenance', dependencies: ['feature-switches'] })
