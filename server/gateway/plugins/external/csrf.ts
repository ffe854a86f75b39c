/**
 * CSRF defence for the JSON API without tokens: an unsafe method on `/api/*` needs the custom
 * header `X-Requested-With: fetch` (a cross-site form cannot send it, and a cross-site fetch
 * with it needs a CORS preflight that this gateway never grants) and must come from this origin:
 * `Sec-Fetch-Site: same-origin`, or, from browsers without Fetch Metadata, an `Origin` exactly
 * equal to PUBLIC_ORIGIN. Only JSON bodies are parsed, since forms can post text/plain,
 * multipart and urlencoded bodies cross-site without a preflight; and only in UTF-8.
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Cross-Site_Request_Forgery_Prevention_Cheat_Sheet.html
 */
import type { FastifyContextConfig, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { securityEvent } from '../../../telemetry/security-event.ts'
import { carriesBearer } from './bearer-placement.ts'

export type InventoryEntry = { method: string; url: string; config: FastifyContextConfig }

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, one entry per method: for the inventory checks and tests. */
    routeInventory: readonly InventoryEntry[]
  }
  interface FastifyContextConfig {
    /** Marks a route that changes state: it must not answer a safe method (CSRF-1). */
    stateChanging?: boolean
  }
}

export const CSRF_HEADER = 'x-requested-with'
export const CSRF_HEADER_VALUE = 'fetch'
export const CSRF_MESSAGE = 'Request refused: it did not come from this site'

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const isApiPath = (path: string | undefined) =>
  path !== undefined && (path === '/api' || path.startsWith('/api/'))

/** Why the request is refused, or undefined when it may proceed. */
function csrfRefusal(request: FastifyRequest, publicOrigin: string): string | undefined {
  if (!UNSAFE_METHODS.has(request.method)) return undefined
  // The app's call: a page cannot send an Authorization header cross-site without a preflight this
  // gateway never grants, and a bearer request carries no cookie (bearer-placement.ts).
  if (carriesBearer(request)) return undefined
  if (!isApiPath(request.url.split('?')[0]) && !isApiPath(request.routeOptions.url)) return undefined
  if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) return 'missing_custom_header'
  const site = request.headers['sec-fetch-site']
  const origin = request.headers.origin
  if (site !== undefined) {
    // `same-site` is refused too: a sibling subdomain is not trusted to act for the user.
    if (site !== 'same-origin') return `sec_fetch_site_${site}`
    return origin === undefined || origin === publicOrigin ? undefined : 'origin_mismatch'
  }
  if (origin === undefined) return 'origin_missing'
  return origin === publicOrigin ? undefined : 'origin_mismatch'
}

/**
 * A JSON body in another charset than UTF-8 (RFC 8259 §8.1): the parser would read its bytes as
 * UTF-8 anyway, so that what the client meant and what the gateway checked could differ.
 */
function foreignJsonCharset(contentType: string | undefined): boolean {
  const [type = '', ...parameters] = (contentType ?? '').split(';')
  if (type.trim().toLowerCase() !== 'application/json') return false
  return parameters.some((parameter) => {
    const [name = '', value = ''] = parameter.split('=')
    return name.trim().toLowerCase() === 'charset' && !/^"?utf-?8"?$/i.test(value.trim())
  })
}

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method])

function checkRoute(route: RouteOptions) {
  if (!route.config?.stateChanging) return
  const methods = methodsOf(route)
  const safe = methods.filter((method) => SAFE_METHODS.has(method))
  if (safe.length > 0) throw new Error(`state-changing route ${route.url} must not answer ${safe.join(', ')}`)
}

export default fp(
  async (fastify: FastifyInstance) => {
    const { PUBLIC_ORIGIN } = fastify.config
    // Fastify parses text/plain by default; a cross-site form can post it without a preflight.
    fastify.removeContentTypeParser('text/plain')
    // Loaded before every plugin that adds routes, so the inventory sees them all.
    const inventory: InventoryEntry[] = []
    fastify.decorate('routeInventory', inventory)
    fastify.addHook('onRoute', (route) => {
      checkRoute(route)
      for (const method of methodsOf(route))
        inventory.push({ method, url: route.url, config: route.config ?? {} })
    })
    fastify.addHook('onRequest', async (request, reply) => {
      const refusal = csrfRefusal(request, PUBLIC_ORIGIN)
      if (refusal) {
        securityEvent(request, { kind: 'csrf', detail: refusal }, 'cross-site request refused')
        return reply.code(403).send({ code: 'CSRF', message: CSRF_MESSAGE })
      }
      if (foreignJsonCharset(request.headers['content-type']))
        return reply.code(415).send({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported Media Type' })
    })
  },
  // After helmet and the request-id header: their onRequest hooks must run before a refusal is
  // sent, or the 403 goes out without HSTS, CSP, X-Frame-Options and the request id.
  { name: 'csrf', dependencies: ['helmet', 'logger'] },
)
