/**
 * Builds and starts the reference upstream: Fastify with the TypeBox provider, the app, listen.
 * Closing the server closes the store.
 * @see https://github.com/fastify/demo/blob/main/src/server.ts
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify, { type FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { DestinationStream } from 'pino'
import type { Config } from '../../config/env.ts'
import { maskUrl } from '../../shared/log-masking.ts'
import { lazySerializerFactory, lazyValidatorFactory } from '../lazy-schema-compilers.ts'
import { logOutput } from '../log-output.ts'
import { listenFailure } from '../startup-failure.ts'
import { loadTracing, type Tracing } from '../telemetry/load-tracing.ts'
import upstreamApp from './app.ts'
import { TRUSTED_HOPS } from './oidc/client-address.ts'
import type { OidcProviderPluginOptions } from './plugins/oidc-provider.ts'

export type UpstreamOptions = {
  /** Seed the sandbox data on first start (default true). */
  seed?: boolean
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: DestinationStream
  /** Provider options for tests: an injected clock for the login budgets, a shorter purge. */
  oidc?: OidcProviderPluginOptions['oidc']
  /** The e-mailed links' clock, for tests of their expiry. */
  linksClock?: () => number
  /** Tracing already started (tests export to memory); by default, as OTEL_EXPORTER_OTLP_ENDPOINT says. */
  tracing?: Tracing
}

/**
 * Fastify's request serializer with the URL masked: the provider's end-session URL carries the ID
 * token as id_token_hint, and other URLs carry codes, states and card numbers.
 */
const serializeRequest = (req: FastifyRequest) => ({
  method: req.method,
  url: maskUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
})

export async function buildUpstream(config: Config, options: UpstreamOptions = {}) {
  const tracing = options.tracing ?? (await loadTracing(config, 'upstream'))
  const fastify = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : logOutput(config)),
    },
    ...(tracing && { logController: tracing.logController({}) }),
    // Browsers reach the provider through the gateway: its X-Forwarded-For names the client (the
    // login budgets key on it), trusted only from the loopback hop the gateway calls from.
    trustProxy: TRUSTED_HOPS,
    // PGlite's first start creates its cluster (initdb in WebAssembly): seconds, more on a busy machine.
    pluginTimeout: 120_000,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: 'all' } },
    // Validators and reply serializers are compiled on a route's first use, not at start.
    schemaController: {
      compilersFactory: { buildValidator: lazyValidatorFactory(), buildSerializer: lazySerializerFactory() },
    },
  }).withTypeProvider<TypeBoxTypeProvider>()
  // Before the app: every route gets its request span, and the store its query spans.
  if (tracing) {
    await fastify.register(tracing.plugin)
    fastify.addHook('onClose', tracing.close)
  }
  // Not encapsulated, so that `fastify.db` and `fastify.outbox` are visible on the returned server.
  await fastify.register(fp(upstreamApp), {
    config,
    seed: options.seed ?? true,
    ...(options.oidc ? { oidc: options.oidc } : {}),
    ...(options.linksClock ? { linksClock: options.linksClock } : {}),
    ...(tracing ? { queryLog: tracing.queryLog } : {}),
  })
  return fastify
}

export type Upstream = Awaited<ReturnType<typeof buildUpstream>>

/** Listens on UPSTREAM_HOST (127.0.0.1 by default) and UPSTREAM_PORT; port 0 picks a free one. */
export async function startUpstream(config: Config, options: UpstreamOptions = {}) {
  const fastify = await buildUpstream(config, options)
  try {
    await fastify.listen({ port: config.UPSTREAM_PORT, host: config.UPSTREAM_HOST })
  } catch (error) {
    await fastify.close()
    throw listenFailure(
      error,
      ['UPSTREAM_PORT', config.UPSTREAM_PORT],
      ['UPSTREAM_HOST', config.UPSTREAM_HOST],
    )
  }
  return fastify
}
