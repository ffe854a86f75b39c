/**
 * How @fastify/swagger turns the gateway's routes into its OpenAPI document: a route is documented
 * when it was registered from a contract endpoint (contract-operations.ts); pages, static files,
 * forwarded provider paths and the docs UI are not operations of the API. Each documented route
 * gets its contract name as `operationId`, its access as `security`, a description saying who may
 * call it and how often, and the gateway's own answers besides its declared ones.
 */
import type { SwaggerTransformObject } from '@fastify/swagger'
import type { FastifySchema, RouteOptions } from 'fastify'
import type { RouteAccess } from '../plugins/routing/route-policy.ts'
import { contractOperations, operationKey } from './contract-operations.ts'
import { ANSWER_DESCRIPTIONS, withGatewayAnswers } from './gateway-answers.ts'
import { SANDBOX_EXAMPLES } from './sandbox-examples.ts'
import { securityOf } from './security-schemes.ts'

type TransformInput = { schema: FastifySchema; url: string; route: RouteOptions }

const ACCESS_TEXT: Record<RouteAccess, string> = {
  public: 'Anyone may call it.',
  session:
    "A signed-in collector: the session cookie, or the app's bearer token (401 `UNAUTHORISED` without either).",
}
const BROWSER_ONLY_TEXT =
  'A signed-in collector in the browser: the session cookie only (401 `UNAUTHORISED` without it; a bearer token gets 403 `BROWSER_SESSION_ONLY`).'

/** `60_000` → `minute`, `600_000` → `10 minutes`; a string window (`'1 minute'`) as written. */
function windowText(timeWindow: unknown): string {
  if (typeof timeWindow === 'string') return timeWindow
  if (typeof timeWindow !== 'number') return 'minute'
  const [amount, unit] =
    timeWindow % 3_600_000 === 0
      ? [timeWindow / 3_600_000, 'hour']
      : timeWindow % 60_000 === 0
        ? [timeWindow / 60_000, 'minute']
        : [timeWindow / 1000, 'second']
  return amount === 1 ? unit : `${amount} ${unit}s`
}

function limitText(rateLimit: unknown): string {
  if (typeof rateLimit !== 'object' || rateLimit === null) return ''
  const { max, timeWindow } = rateLimit as { max?: unknown; timeWindow?: unknown }
  if (typeof max !== 'number') return ''
  return ` At most ${max} calls per ${windowText(timeWindow)} from one client (the app's: per collector), then 429 \`RATE_LIMITED\`.`
}

/** The contract operation a route was registered from, if any (`/api/x/` is `/api/x` to a reader). */
function contractOperationOf(method: string, url: string) {
  return contractOperations.get(operationKey(method, url.replace(/(.)\/$/, '$1')))
}

/** @fastify/swagger's `transform`: documents a contract route, hides every other one. */
export function documentedRoute({ schema, url, route }: TransformInput) {
  const method = [route.method].flat()[0] ?? 'GET'
  const operation = method === 'HEAD' ? undefined : contractOperationOf(method, url)
  const path = url.replace(/(.)\/$/, '$1')
  if (!operation) return { schema: { ...schema, hide: true }, url: path }
  const access = route.config?.access ?? 'public'
  const { endpoint, operationId } = operation
  const browserOnly = route.config?.browserOnly === true
  const who =
    endpoint.credentials === 'partner'
      ? "A connect partner's server, with its Basic credentials (401 `invalid_client` without them)."
      : browserOnly
        ? BROWSER_ONLY_TEXT
        : ACCESS_TEXT[access]
  return {
    url: path,
    schema: {
      ...schema,
      operationId,
      description: `${endpoint.summary}.\n\n${who}${limitText(route.config?.rateLimit)}`,
      security: securityOf(access, endpoint, browserOnly),
      response: withGatewayAnswers(route, method, schema),
      ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
    },
  }
}

type Operation = {
  operationId?: string
  responses?: Record<string, { description?: string; content?: Record<string, { example?: unknown }> }>
}

/** @fastify/swagger's `transformObject`: the server, answer descriptions and sandbox examples. */
export const finishDocument: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject
  const { openapiObject } = documentObject
  // Relative: the document describes the origin that serves it, whichever that is.
  openapiObject.servers = [{ url: '/', description: 'The gateway that serves this document' }]
  for (const item of Object.values(openapiObject.paths ?? {})) {
    for (const operation of Object.values(item ?? {}) as Operation[]) {
      if (typeof operation !== 'object' || operation === null || !('responses' in operation)) continue
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        if (answer.description === 'Default Response')
          answer.description = ANSWER_DESCRIPTIONS[status] ?? answer.description
      }
      const example = operation.operationId && SANDBOX_EXAMPLES[operation.operationId]
      const media = operation.responses?.['200']?.content?.['application/json']
      if (example && media) media.example = example
    }
  }
  return openapiObject
}
