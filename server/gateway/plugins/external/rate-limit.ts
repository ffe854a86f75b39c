/**
 * Rate limits: routes opt in with `config: { rateLimit: { max, timeWindow } }` (no global limit).
 * The key is the client IP as Fastify resolves it through TRUST_PROXY (never the raw
 * X-Forwarded-For), IPv6 grouped by /64 (rate-limit-key.ts); for the app's bearer calls it is the
 * collector and the client (the token was checked first: the route's session check runs before
 * its limit), so an app on a shared network is not limited by its neighbours. Counters live in
 * Redis when REDIS_URL is set, so every replica spends one shared budget; in memory otherwise.
 *
 * `skipOnError: false` and the store's outage policy (rate-limit-store.ts): when Redis fails, a
 * signed-in collector's routes count in this replica's memory, and every other limited route (sign-in,
 * captcha, codes) answers 503 at once rather than run unlimited.
 * @see https://github.com/fastify/fastify-rate-limit
 */
import { createHash } from 'node:crypto'
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { securityEvent } from '../../../telemetry/security-event.ts'
import { rateLimitKey } from './rate-limit-key.ts'
import { outageAwareStore } from './rate-limit-store.ts'

/**
 * Keys per limited route held in memory (LRU). Above any realistic count of distinct clients
 * per window, so that a flood of fresh addresses cannot evict a victim's counter (RL-3).
 */
export const RATE_LIMIT_CACHE_SIZE = 20_000

/** Options for `fastify.rateLimit(...)` (e.g. the 404 handler) with the sized memory store. */
export const rateLimitOptions = (options: RateLimitOptions): RateLimitOptions => ({
  cache: RATE_LIMIT_CACHE_SIZE,
  ...options,
})

const ROUTE_OPTION_NAMES = new Set([
  'max',
  'timeWindow',
  'keyGenerator',
  'allowList',
  'ban',
  'cache',
  'continueExceeding',
  'exponentialBackoff',
  'groupId',
  'hook',
  'skipOnError',
  'ipv6Subnet',
  'errorResponseBuilder',
  'onExceeding',
  'onExceeded',
  'onBanReach',
])

/** Route answers to a refusal already wrapped to report it. */
const reporting = new WeakSet<NonNullable<RateLimitOptions['errorResponseBuilder']>>()

/** Every refusal by a limit is a security event; the key (an address, a hashed identifier) stays out. */
function limitHit(request: FastifyRequest, limit: string) {
  securityEvent(request, { kind: 'rate-limit', limit }, 'rate limit exceeded')
}

/**
 * Throws at startup on a misspelt limit, which would otherwise silently fall back to defaults. A
 * route's own answer to a refusal still reports the security event.
 */
function checkRouteConfig(route: RouteOptions) {
  const limit = route.config?.rateLimit
  if (limit === undefined || limit === false) return
  if (typeof limit !== 'object' || limit === null)
    throw new Error(`rateLimit of ${route.url} must be an object`)
  const unknown = Object.keys(limit).filter((name) => !ROUTE_OPTION_NAMES.has(name))
  if (unknown.length > 0) throw new Error(`unknown rateLimit option ${unknown.join(', ')} on ${route.url}`)
  limit.cache ??= RATE_LIMIT_CACHE_SIZE
  const build = limit.errorResponseBuilder
  // Several routes may share one config object: it is wrapped once.
  if (build && !reporting.has(build)) {
    limit.errorResponseBuilder = (request, context) => {
      limitHit(request, request.routeOptions.url ?? route.url)
      return build(request, context)
    }
    reporting.add(limit.errorResponseBuilder)
  }
}

const tooManyRequests = (after: string) =>
  Object.assign(new Error(`Too many requests, please try again in ${after}`), {
    statusCode: 429,
    code: 'RATE_LIMITED',
  })

type IdentifierLimitOptions = { name: string; max: number; timeWindow: number | string }
type IdentifierLimit = (request: FastifyRequest, reply: FastifyReply, identifier: string) => Promise<void>

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A limit per identifier (card number, e-mail) across all client IPs, against credential
     * stuffing. The returned check throws 429 with `Retry-After` once `max` is exceeded.
     */
    createIdentifierLimit(options: IdentifierLimitOptions): IdentifierLimit
  }
}

function createIdentifierLimit(fastify: FastifyInstance, { name, max, timeWindow }: IdentifierLimitOptions) {
  const keys = new WeakMap<FastifyRequest, string>()
  const options: RateLimitOptions = {
    max,
    timeWindow,
    cache: RATE_LIMIT_CACHE_SIZE,
    keyGenerator: (req) => keys.get(req) ?? '',
  }
  const check = fastify.createRateLimit(options)
  return async (request: FastifyRequest, reply: FastifyReply, identifier: string) => {
    // Hashed so that identifiers never sit in Redis or memory in clear.
    const digest = createHash('sha256').update(identifier.trim().toLowerCase()).digest('base64url')
    keys.set(request, `identifier:${name}:${digest}`)
    const result = await check(request)
    if (result.isAllowed || !result.isExceeded) return
    reply.header('retry-after', result.ttlInSeconds)
    limitHit(request, `identifier:${name}`)
    throw tooManyRequests(`${result.ttlInSeconds} seconds`)
  }
}

export default fp(
  async (fastify: FastifyInstance) => {
    // Registered before @fastify/rate-limit's own onRoute hook, which reads the route config.
    fastify.addHook('onRoute', checkRouteConfig)
    await fastify.register(rateLimit, {
      global: false,
      cache: RATE_LIMIT_CACHE_SIZE,
      ...(fastify.redis && fastify.redisState
        ? {
            store: outageAwareStore({
              redis: fastify.redis,
              state: fastify.redisState,
              nameSpace: 'rate-limit:',
              cache: RATE_LIMIT_CACHE_SIZE,
              onDegraded: () => fastify.redisState?.degraded('rate-limit'),
            }),
          }
        : {}),
      nameSpace: 'rate-limit:',
      keyGenerator: rateLimitKey,
      skipOnError: false,
      errorResponseBuilder: (request, context) => {
        limitHit(request, request.routeOptions.url ?? 'unmatched')
        return tooManyRequests(context.after)
      },
    })
    fastify.decorate('createIdentifierLimit', (options: IdentifierLimitOptions) =>
      createIdentifierLimit(fastify, options),
    )
  },
  { name: 'rate-limit', dependencies: ['redis'] },
)
