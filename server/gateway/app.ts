/**
 * The gateway: external plugins, then the application's own plugins, then routes; one error
 * handler and one (rate-limited) not-found handler for all of them.
 * @see https://github.com/fastify/demo/blob/main/src/app.ts
 */
import { STATUS_CODES } from 'node:http'
import { join } from 'node:path'
import autoload from '@fastify/autoload'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../../config/env.ts'
import type { ErrorResponse } from '../../shared/contract/common.ts'
import { DEFAULT_ERROR } from '../../shared/validation/messages.ts'
import { schemaFieldMessage, schemaRefusalMessage } from '../../shared/validation/schema-refusal-messages.ts'
import { isBadUrl } from './errors/bad-url.ts'
import { Refusal } from './errors/refusal.ts'
import type { OidcClientOptions } from './plugins/app/identity/oidc-client.ts'
import type { FeatureSwitchOptions } from './plugins/app/switches/feature-switches.ts'
import { addRequestDeadline } from './plugins/app/upstream/request-deadline.ts'
import { rateLimitOptions } from './plugins/external/rate-limit.ts'
import routePolicy from './plugins/routing/route-policy.ts'

export type GatewayOptions = {
  config: Config
  /** The built client (default `client/dist`); tests point it at a fixture. */
  clientDir?: string
  /** Switch definitions and remote-config timings (tests); see plugins/app/switches/feature-switches.ts. */
  featureSwitches?: FeatureSwitchOptions
  /** The identity provider's fetch and the login clock (tests); see plugins/app/identity/oidc-client.ts. */
  identityLogin?: OidcClientOptions
  /** The clock of the session, revocation and captcha plugins (tests): expiry without waiting. */
  now?: () => number
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
  }
}

const NOT_FOUND_MESSAGE = 'Not found'
/** Not-found answers per client per minute: a person never comes near it, a URL scanner soon does. */
export const NOT_FOUND_LIMIT = 60

export default async function gatewayApp(fastify: FastifyInstance, opts: GatewayOptions) {
  fastify.decorate('config', opts.config)

  // Set before any plugin adds routes: a route keeps the error handler it was registered under.
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    const body = errorBody(error)
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
    const context = { err: error, req: request, route: request.routeOptions.url, status }
    // A dependency that is down (refusal 503) is an operator's warning, counted per dependency.
    if (status >= 500 && !(error instanceof Refusal)) request.log.error(context, 'request failed')
    else if (status >= 500) request.log.warn(context, 'request refused: dependency unavailable')
    else request.log.info(context, 'request rejected')
    return reply.code(status).send(body)
  })

  // Before any hook that could call an upstream: the request's deadline starts at its arrival.
  addRequestDeadline(fastify, opts.config.UPSTREAM_TIMEOUT_MS)

  // First of all, so that every route (those of third-party plugins too) declares who may call it.
  await fastify.register(routePolicy)
  await fastify.register(autoload, { dir: join(import.meta.dirname, 'plugins/external'), options: opts })

  // After the external plugins (rate limiter, static files), before the routes.
  // An attacker could search for valid URLs if not-found answers were not rate limited.
  fastify.setNotFoundHandler(
    fastify.hasDecorator('rateLimit')
      ? { preHandler: fastify.rateLimit(rateLimitOptions({ max: NOT_FOUND_LIMIT, timeWindow: 60_000 })) }
      : {},
    notFound,
  )

  // One folder per area (captcha, identity, session, switches, forwarding, upstream); the few routes
  // these plugins add (pages, forwarded paths) name their whole URL, so no folder prefix either.
  await fastify.register(autoload, {
    dir: join(import.meta.dirname, 'plugins/app'),
    dirNameRoutePrefix: false,
    options: opts,
  })
  // No folder prefixes: a route registers the whole URL its endpoint declaration gives.
  await fastify.register(autoload, {
    dir: join(import.meta.dirname, 'routes'),
    dirNameRoutePrefix: false,
    autoHooks: true,
    cascadeHooks: true,
    options: opts,
  })
}

/**
 * `{ code, message }` for the client: never a stack; a 5xx only says the specification's default
 * message; a schema failure names its fields in plain words (schema-refusal-messages.ts). A refusal (refusal.ts) is a declared answer and keeps its own body.
 */
function errorBody(error: FastifyError): ErrorResponse {
  if (error instanceof Refusal) return error.body
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
  if (status >= 500) return { code: status === 500 ? 'INTERNAL' : codeOf(status), message: DEFAULT_ERROR }
  if (error.validation) {
    // Plain words per field: the schema's own text ("body/x must …") stays in the log.
    const names = [...new Set(error.validation.map((issue) => fieldName(issue.instancePath, issue.params)))]
    const fields = Object.fromEntries(names.map((name) => [name, schemaFieldMessage(name)]))
    return { code: 'VALIDATION', message: schemaRefusalMessage(names), fields }
  }
  // Application codes (DN57, CAPTCHA_REQUIRED...) pass through; framework codes stay internal.
  const own =
    typeof error.code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(error.code) && !error.code.startsWith('FST_')
  return { code: own ? error.code : codeOf(status), message: error.message }
}

function fieldName(instancePath: string, params: Record<string, unknown>): string {
  const property = params.missingProperty ?? params.additionalProperty
  const missing = typeof property === 'string' ? `/${property}` : ''
  return `${instancePath}${missing}`.replace(/^\//, '').replaceAll('/', '.') || '_'
}

/** 413 → PAYLOAD_TOO_LARGE, 429 → TOO_MANY_REQUESTS. */
function codeOf(status: number): string {
  return (STATUS_CODES[status] ?? 'Error').toUpperCase().replace(/[^A-Z0-9]+/g, '_')
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?', 1)[0] ?? ''
  const badUrl = isBadUrl(request)
  request.log.info({ badUrl }, 'not found')
  // An undecodable URL is no page the client could route either: it gets the JSON answer.
  const page =
    !badUrl && (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|assets)(\/|$)/.test(path)
  // Unknown pages get the not-found page with a real 404 (its HTML, or the client shell that renders it).
  if (page) return reply.sendPage(404)
  return reply.code(404).send({ code: 'NOT_FOUND', message: NOT_FOUND_MESSAGE } satisfies ErrorResponse)
}
