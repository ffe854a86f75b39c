/**
 * Who may call each upstream route, by route config and denied by default: every route declares
 * `config.callers`, and a route without it (or with any other value) stops the upstream at start-up
 * with a message naming the route, so that no route is public by a forgotten check. The gateway's
 * routes declare `config.access` (server/gateway/plugins/routing/route-policy.ts); the upstream's
 * key differs because both augment the same Fastify route config type.
 *
 * - `anonymous`: no credential; a token in the body, if any, is the route's own business.
 * - `collector`: a bearer access token of an active collector, else 401 with `www-authenticate`;
 *   the handler reads `request.caller`.
 * - `hotels-partner`: the hotels partner's session token (X-Hotels-Session-Token), else 401.
 * - `local-only`: the local mailbox's tools, no credential; such a route outside APP_ENV=local
 *   stops the start.
 * - `oidc-provider`: the OpenID Connect provider's endpoints and pages, which check their clients
 *   and interaction sessions themselves.
 *
 * The checks run as the route's first preHandler, after the request's validation, as the checks
 * in the handlers did before them.
 * @see ../../gateway/plugins/routing/route-policy.ts
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { HOTELS_SESSION_HEADER } from '../../../shared/contract/upstream/hotels.ts'
import { authenticate, type Caller } from '../auth/bearer.ts'
import { UpstreamRefusal } from './refusal.ts'

const ROUTE_CALLERS = ['anonymous', 'collector', 'hotels-partner', 'local-only', 'oidc-provider'] as const
type RouteCallers = (typeof ROUTE_CALLERS)[number]

type RouteCallersEntry = { method: string; url: string; callers: RouteCallers }

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the upstream route (routing/route-policy.ts). */
    callers?: RouteCallers
  }
  interface FastifyRequest {
    /** The collector of a `collector` route; reading it on any other route throws. */
    readonly caller: Caller
  }
  interface FastifyInstance {
    /** Every upstream route as registered, one entry per method, with its callers. */
    routeCallers: readonly RouteCallersEntry[]
  }
}

type RoutePolicyOptions = { appEnv: string }

const HOTELS_SESSION_INVALID = { code: 'HOTELS_SESSION_INVALID', message: 'Hotels session not recognised' }

const nameOf = (route: RouteOptions) => `${[route.method].flat().join(',')} ${route.url}`

/** The route's callers; a missing or unknown value stops the upstream at start-up. */
function readRouteCallers(route: RouteOptions, appEnv: string): RouteCallers {
  const value = route.config?.callers
  const expected = `config.callers must be one of ${ROUTE_CALLERS.map((callers) => `'${callers}'`).join(', ')}`
  if (value === undefined) throw new Error(`route ${nameOf(route)} declares no callers: ${expected}`)
  if (!ROUTE_CALLERS.includes(value))
    throw new Error(`route ${nameOf(route)}: ${expected}, got ${JSON.stringify(value)}`)
  if (value === 'local-only' && appEnv !== 'local')
    throw new Error(`route ${nameOf(route)} is local-only, but APP_ENV is ${appEnv}`)
  return value
}

export default fp<RoutePolicyOptions>(
  async function upstreamRoutePolicy(fastify: FastifyInstance, opts) {
    const callers = new WeakMap<FastifyRequest, Caller>()
    fastify.decorateRequest('caller', {
      getter(this: FastifyRequest) {
        const caller = callers.get(this)
        if (!caller) throw new Error(`${this.routeOptions.url} is not a collector route: it has no caller`)
        return caller
      },
    })

    const checks: Partial<Record<RouteCallers, preHandlerAsyncHookHandler>> = {
      collector: async (request) => {
        callers.set(request, await authenticate(fastify, request))
      },
      'hotels-partner': async (request) => {
        const token = request.headers[HOTELS_SESSION_HEADER]
        if (typeof token !== 'string' || !fastify.hotels.verify(token))
          throw new UpstreamRefusal(401, HOTELS_SESSION_INVALID)
      },
    }

    const inventory: RouteCallersEntry[] = []
    fastify.decorate('routeCallers', inventory)

    fastify.addHook('onRoute', (route) => {
      const declared = readRouteCallers(route, opts.appEnv)
      for (const method of [route.method].flat())
        inventory.push({ method, url: route.url, callers: declared })
      const check = checks[declared]
      if (!check) return
      const existing = route.preHandler === undefined ? [] : [route.preHandler].flat()
      // A GET's HEAD twin arrives with the GET's hooks, this check already among them.
      if (existing.includes(check)) return
      // First of the route's own preHandlers: nothing of the route runs for a refused caller.
      route.preHandler = [check, ...existing]
    })
  },
  { name: 'upstream-route-policy' },
)
