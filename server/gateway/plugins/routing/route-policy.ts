/**
 * Who may call each route, by route config and denied by default: every route declares
 * `config.access`, `'public'` or `'session'`, and a route without it (or with any other value) stops
 * the gateway at start-up with a message naming the route, so nothing is public by accident.
 * A `session` route answers 401 `{ code: 'UNAUTHORISED', message, loginUrl }` without a signed-in
 * session (or the app's bearer token, session/bearer-auth.ts), before its body is parsed or its
 * captcha checked (fastify.requireSession).
 *
 * Routes that a third-party plugin registers (static files, the docs UI) cannot carry route config:
 * the wrapper that registers the plugin grants its encapsulated scope an access with `scopeAccess`,
 * where a reader sees it. The not-found handler is no route: it answers every unknown path alike.
 * @see https://github.com/fastify/fastify-rate-limit/blob/main/index.js (addHook('onRoute'))
 */
import type { FastifyInstance, onRequestAsyncHookHandler, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { ErrorResponseSchema } from '../../../../shared/contract/error-response.ts'
import { SignedOutSchema } from '../../../../shared/contract/session.ts'

const ROUTE_ACCESS = ['public', 'session'] as const
export type RouteAccess = (typeof ROUTE_ACCESS)[number]

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: anyone, or a signed-in collector (401 with the login URL otherwise). */
    access?: RouteAccess
  }
}

const SCOPE_ACCESS = Symbol('scopeAccess')

/** The access of every route a plugin registers in this (encapsulated) scope that declares none. */
export function scopeAccess(scope: FastifyInstance, access: RouteAccess) {
  scope.decorate(SCOPE_ACCESS, access)
}

const nameOf = (route: RouteOptions) => `${[route.method].flat().join(',')} ${route.url}`

/** The route's access; a missing or unknown value stops the gateway at start-up. */
function readRouteAccess(route: RouteOptions, scopeDefault?: unknown): RouteAccess {
  const value = route.config?.access ?? scopeDefault
  if (ROUTE_ACCESS.includes(value as RouteAccess)) return value as RouteAccess
  const expected = `config.access must be ${ROUTE_ACCESS.map((access) => `'${access}'`).join(' or ')}`
  if (value === undefined) throw new Error(`route ${nameOf(route)} declares no access: ${expected}`)
  throw new Error(`route ${nameOf(route)}: ${expected}, got ${JSON.stringify(value)}`)
}

/**
 * A 401 answer documented (and serialised with its loginUrl) on every session route: also where
 * the declaration lists 401 with the generic error body, whose serialiser would drop the loginUrl.
 */
function withSignedOutAnswer(route: RouteOptions) {
  const response = (route.schema?.response ?? {}) as Record<string, unknown>
  if (401 in response && response[401] !== ErrorResponseSchema) return
  route.schema = { ...route.schema, response: { ...response, 401: SignedOutSchema } }
}

export default fp(
  async function routePolicy(fastify: FastifyInstance) {
    const sessionRoutes: string[] = []
    const sessionCheck: onRequestAsyncHookHandler = async (request, reply) => {
      await fastify.requireSession(request, reply)
      if (reply.sent) return reply
    }

    fastify.addHook('onRoute', function checkAccess(this: FastifyInstance, route) {
      const access = readRouteAccess(route, Reflect.get(this, SCOPE_ACCESS))
      // Written back, so that the route inventory and request.routeOptions show it.
      route.config = { ...route.config, access }
      if (access !== 'session') return
      sessionRoutes.push(nameOf(route))
      withSignedOutAnswer(route)
      const existing = route.onRequest === undefined ? [] : [route.onRequest].flat()
      // First of the route's own hooks: nothing else runs for a request without a session.
      route.onRequest = [sessionCheck, ...existing]
    })

    fastify.addHook('onReady', async () => {
      if (sessionRoutes.length > 0 && !fastify.hasDecorator('requireSession'))
        throw new Error(
          `routes ${sessionRoutes.join(', ')} need a session, but session-auth is not registered`,
        )
    })
  },
  { name: 'route-policy' },
)
