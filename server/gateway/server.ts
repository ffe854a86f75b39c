/**
 * Builds and starts the gateway process: Fastify options (logging, proxies, timeouts, limits),
 * then the app, then listen; and the graceful close shared with `server/main.ts`.
 * @see https://github.com/fastify/demo/blob/main/src/server.ts
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify'
import fp from 'fastify-plugin'
import pino, { type DestinationStream } from 'pino'
import type { Config } from '../../config/env.ts'
import { lazySerializerFactory, lazyValidatorFactory, typedBodies } from '../lazy-schema-compilers.ts'
import { logOutput } from '../log-output.ts'
import { listenFailure } from '../startup-failure.ts'
import { loadTracing, type Tracing } from '../telemetry/load-tracing.ts'
import gatewayApp, { type GatewayOptions } from './app.ts'
import { routeBadUrlAsNotFound } from './errors/bad-url.ts'
import { createGenReqId, loggerOptions } from './plugins/external/logger.ts'
import { projectingSerializerFactory } from './serialization/reply-serializer.ts'

/** Forms and JSON calls are small; nothing the product accepts comes near this. */
const BODY_LIMIT = 64 * 1024
/** Longer than a load balancer's usual 60 s idle timeout, so it closes first and never races us. */
const KEEP_ALIVE_TIMEOUT = 72_000

export type BuildOptions = Omit<GatewayOptions, 'config'> & {
  /** Where log lines go (default stdout); tests capture them. */
  logStream?: DestinationStream
  /** Tracing already started (tests export to memory); by default, as OTEL_EXPORTER_OTLP_ENDPOINT says. */
  tracing?: Tracing
}

const LOG_CONTROL = { requestIdLogLabel: 'reqId' }

export async function buildGateway(config: Config, { logStream, tracing, ...options }: BuildOptions = {}) {
  const traces = tracing ?? (await loadTracing(config, 'gateway'))
  // A request's upstream work, retries included, ends by its deadline; the socket must outlive that.
  const upstreamBudget = config.UPSTREAM_TIMEOUT_MS + 10_000
  const fastify = Fastify({
    logger: { ...loggerOptions(config), ...(logStream ? { stream: logStream } : logOutput(config)) },
    genReqId: createGenReqId(config.trustProxy),
    requestIdHeader: false,
    logController: traces?.logController(LOG_CONTROL) ?? new LogController(LOG_CONTROL),
    // Never `true`: only the listed proxies may set the client address.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    connectionTimeout: upstreamBudget,
    requestTimeout: 30_000,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT,
    bodyLimit: BODY_LIMIT,
    // Preview routes carry a JWT in the path, longer than find-my-way's default of 100.
    routerOptions: { maxParamLength: 2048 },
    // Coerced: query strings, path parameters and headers; JSON bodies are not (typedBodies).
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: 'all', allErrors: false } },
    // Replies are written by their schema's projection and JSON.stringify, else by fast-json-stringify.
    // Both compilers run on a route's first use, not at start.
    schemaController: {
      compilersFactory: {
        buildValidator: lazyValidatorFactory(typedBodies()),
        buildSerializer: lazySerializerFactory(projectingSerializerFactory()),
      },
    },
    frameworkErrors: routeBadUrlAsNotFound,
  }).withTypeProvider<TypeBoxTypeProvider>()
  endKeepAliveWhenClosing(fastify)
  // Before the app: every route it adds gets its request span.
  if (traces) {
    await fastify.register(traces.plugin)
    fastify.addHook('onClose', traces.close)
  }
  // fp: the error and not-found handlers and decorators must apply to the root instance.
  await fastify.register(fp(gatewayApp, { name: 'gateway' }), { config, ...options })
  return fastify
}

/**
 * close() waits for every open connection. A keep-alive connection busy at that moment would
 * then sit idle until its timeout, so responses sent while closing end their connection.
 */
function endKeepAliveWhenClosing(fastify: FastifyInstance) {
  let closing = false
  fastify.addHook('preClose', async () => {
    closing = true
  })
  fastify.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close')
  })
}

export async function startGateway(config: Config, options: BuildOptions = {}) {
  const fastify = await buildGateway(config, options)
  try {
    await fastify.listen({ port: config.PORT, host: config.HOST })
  } catch (error) {
    await fastify.close()
    throw listenFailure(error, ['PORT', config.PORT], ['HOST', config.HOST])
  }
  return fastify
}

type Closable = { close(): Promise<unknown> }
type ShutdownLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>

/**
 * SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close plugins, exit 0.
 * Servers close in order (the gateway before the upstream it calls). A second signal, or a close
 * that outlasts `graceMs`, exits 1 at once.
 */
export function closeOnSignals(servers: Closable[], log: ShutdownLog = pino(), graceMs = 25_000) {
  let closing = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      log.warn({ signal }, 'second signal: exiting without waiting')
      process.exit(1)
    }
    closing = true
    log.info({ signal }, 'closing: finishing in-flight requests')
    setTimeout(() => {
      log.error({ graceMs }, 'close took too long: exiting')
      process.exit(1)
    }, graceMs).unref()
    closeInOrder(servers).then(
      () => {
        log.info('closed')
        process.exit(0)
      },
      (error: unknown) => {
        log.error({ err: error }, 'close failed')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
}

async function closeInOrder(servers: Closable[]) {
  for (const server of servers) await server.close()
}
