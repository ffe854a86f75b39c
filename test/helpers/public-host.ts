/**
 * A gateway sends every page request on another host than PUBLIC_ORIGIN's to PUBLIC_ORIGIN (308,
 * plugins/app/canonical-origin.ts). `inject` sends `Host: localhost:80` unless told otherwise, so
 * the test gateways inject as a browser on the public origin would: with PUBLIC_ORIGIN's host.
 * A test that sets its own Host header (or `authority`) keeps it.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestCallback } from 'fastify'
import type { Config } from '../../config/env.ts'
import { type BuildOptions, buildGateway as buildRealGateway } from '../../server/gateway/server.ts'

function injectOnPublicHost<T extends FastifyInstance>(app: T): T {
  const authority = new URL(app.config.PUBLIC_ORIGIN).host
  const inject = app.inject.bind(app)
  const onPublicHost = (opts?: InjectOptions | string, callback?: LightMyRequestCallback) => {
    // The chained form (`inject().get(...)`) is not used by the suites; it keeps the default host.
    if (opts === undefined) return inject()
    const options = typeof opts === 'string' ? { url: opts } : opts
    const withHost = { authority, ...options }
    return callback ? inject(withHost, callback) : inject(withHost)
  }
  app.inject = onPublicHost as typeof app.inject
  return app
}

/** `buildGateway` whose `inject` comes from PUBLIC_ORIGIN's host. */
export async function buildGateway(config: Config, options: BuildOptions = {}) {
  return injectOnPublicHost(await buildRealGateway(config, options))
}
