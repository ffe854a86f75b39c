/**
 * The rate limiter's store, with a decided policy for a Redis outage:
 * - a signed-in collector's routes (`access: 'session'`) count in this replica's memory while Redis
 *   is away: their limits guard against floods, and the collector keeps working;
 * - every other limit (sign-in, codes, reset, retrieve, captcha, per-identifier budgets) fails
 *   closed at once with 503 DEPENDENCY_UNAVAILABLE: an outage must not open them to guessing.
 * While Redis is known to be down no command is sent, so no request waits on it.
 * @see https://github.com/fastify/fastify-rate-limit#custom-store
 */
import { createRequire } from 'node:module'
import type { FastifyRateLimitOptions } from '@fastify/rate-limit'
import type { Redis } from 'ioredis'
import type { DependencyState } from '../../dependencies/dependency-state.ts'
import { dependencyUnavailable } from '../../dependencies/dependency-unavailable.ts'

type Result = { current: number; ttl: number }
type Callback = (error: Error | null, result?: Result) => void
type StoreMethod = (key: string, callback: Callback, timeWindow: number, max: number) => void
type RouteParams = {
  routeInfo?: { config?: { access?: unknown } }
}
type Store = { incr: StoreMethod; read: StoreMethod; child(params: object): Store }

// The plugin's own two stores (CommonJS, untyped): the same counting on both sides of an outage.
const require = createRequire(import.meta.url)
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  nameSpace: string,
) => Store
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache: number,
) => Store

export type OutageOptions = {
  redis: Redis
  state: DependencyState
  nameSpace: string
  cache: number
  /** Called for each count kept in memory instead of Redis. */
  onDegraded: () => void
}

class ResilientStore implements Store {
  readonly #shared: Store
  readonly #local: Store
  readonly #failOpen: boolean
  readonly #options: OutageOptions

  constructor(shared: Store, local: Store, failOpen: boolean, options: OutageOptions) {
    this.#shared = shared
    this.#local = local
    this.#failOpen = failOpen
    this.#options = options
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    this.#count('incr', key, callback, timeWindow, max)
  }

  read(key: string, callback: Callback, timeWindow: number, max: number) {
    this.#count('read', key, callback, timeWindow, max)
  }

  #count(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
    const { state } = this.#options
    const fallback = (error?: unknown) => {
      if (!this.#failOpen) return callback(dependencyUnavailable('redis', error))
      this.#options.onDegraded()
      this.#local[method](key, callback, timeWindow, max)
    }
    if (!state.up) return fallback()
    this.#shared[method](
      key,
      (error, result) => {
        if (!error) return callback(null, result)
        state.failed()
        fallback(error)
      },
      timeWindow,
      max,
    )
  }

  /** The plugin passes a route's merged parameters, `routeInfo` being the route's options. */
  child(params: object): Store {
    // Limits made outside a route (per-identifier budgets, the 404 limit) are security limits.
    const failOpen = (params as RouteParams).routeInfo?.config?.access === 'session'
    return new ResilientStore(this.#shared.child(params), this.#local.child(params), failOpen, this.#options)
  }
}

/** The `store` option of @fastify/rate-limit: it constructs the store itself with its global parameters. */
export function outageAwareStore(options: OutageOptions) {
  return class OutageAwareStore extends ResilientStore {
    constructor(global: FastifyRateLimitOptions) {
      // The plugin's merged parameters carry these two, though its types do not say so.
      const merged = global as { continueExceeding?: boolean; exponentialBackoff?: boolean }
      const continueExceeding = merged.continueExceeding === true
      const exponentialBackoff = merged.exponentialBackoff === true
      super(
        new RedisStore(continueExceeding, exponentialBackoff, options.redis, options.nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff, options.cache),
        false,
        options,
      )
    }
  }
}
