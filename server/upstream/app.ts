/**
 * The reference upstream: its plugins (store, outbox, sandbox seed, OpenID Connect provider),
 * then its routes, each declaring who may call it (routing/route-policy.ts). Errors answer
 * `{ code, message }`, a thrown refusal its own status and body; a 5xx never tells why.
 * @see https://github.com/fastify/demo/blob/main/src/app.ts
 */
import { join } from 'node:path'
import autoload from '@fastify/autoload'
import type { FastifyError, FastifyInstance } from 'fastify'
import type { KyselyConfig } from 'kysely'
import type { Config } from '../../config/env.ts'
import { isStoreUnavailable } from './db/store-unavailable.ts'
import type { OidcProviderPluginOptions } from './plugins/oidc-provider.ts'
import { UpstreamRefusal } from './routing/refusal.ts'
import routePolicy from './routing/route-policy.ts'

const ROUTE_FILE = /^\/[^/]+\/routes\/[^/]+\.ts$/

const STORE_UNAVAILABLE = {
  code: 'STORE_UNAVAILABLE',
  message: 'The service is unavailable; try again shortly',
}

export type UpstreamAppOptions = {
  config: Config
  /** Seed the sandbox data on first start (default true). */
  seed?: boolean
  /** Read by the oidc-provider plugin (tests inject a clock there). */
  oidc?: OidcProviderPluginOptions['oidc']
  /** Read by the email-links plugin: the e-mailed links' clock (tests move it past an expiry). */
  linksClock?: () => number
  /** Read by the db plugin: Kysely's query log (a span per query when tracing is on). */
  queryLog?: KyselyConfig['log']
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
  }
}

export default async function upstreamApp(fastify: FastifyInstance, opts: UpstreamAppOptions) {
  fastify.decorate('config', opts.config)
  // Set before the routes load: a route plugin keeps the handlers its context had when it loaded.
  setHandlers(fastify)
  // Before every plugin that adds routes (the provider's too): each route must declare its callers.
  await fastify.register(routePolicy, { appEnv: opts.config.APP_ENV })

  await fastify.register(autoload, { dir: join(import.meta.dirname, 'plugins'), options: opts })
  await fastify.register(autoload, {
    dir: import.meta.dirname,
    // Each area's routes (`<area>/routes/<name>.ts`), beside its repository and views. Each route
    // takes its whole URL from its declaration in shared/contract/upstream/.
    matchFilter: ROUTE_FILE,
    dirNameRoutePrefix: false,
    options: opts,
  })
}

function setHandlers(fastify: FastifyInstance) {
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof UpstreamRefusal)
      return reply.code(error.statusCode).headers(error.headers).send(error.body)
    if (isStoreUnavailable(error)) {
      // Answered at once while PostgreSQL is away; the pool reconnects when it returns.
      request.log.warn({ err: error }, 'database unavailable')
      return reply.code(503).send(STORE_UNAVAILABLE)
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.code(status).send({ code: 'SERVER_ERROR', message: 'Something went wrong' })
    }
    const code = error.validation ? 'VALIDATION_ERROR' : (error.code ?? 'BAD_REQUEST')
    return reply.code(status).send({ code, message: error.message })
  })

  fastify.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ code: 'NOT_FOUND', message: `${request.method} ${request.url.split('?')[0]} not found` }),
  )
}
