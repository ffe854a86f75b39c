/**
 * `fastify.redis`: one ioredis client when REDIS_URL is set, shared by rate limits, single-use
 * records and session revocation, so that every gateway replica sees the same state; undefined
 * otherwise (those stores then keep their state in process memory).
 * @see https://github.com/redis/ioredis
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import { serviceFailure } from '../../../startup-failure.ts'
import { DependencyState } from '../../dependencies/dependency-state.ts'

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | undefined
    /** Whether Redis answers, as this replica last saw it; undefined without REDIS_URL. */
    redisState: DependencyState | undefined
  }
}

/** How long the start waits for Redis to connect and answer its ready check. */
const CONNECT_TIMEOUT_MS = 2000
/**
 * How often a replica that counts Redis down while its connection is still open asks it again
 * (one PING): a command that timed out (a busy machine, a Redis that stalled) leaves the
 * connection up, so no reconnection would ever say Redis is back.
 */
const PROBE_INTERVAL_MS = 1000

/** The client library loads only when REDIS_URL is set: a single gateway never needs it. */
async function createRedis(fastify: FastifyInstance): Promise<Redis | undefined> {
  const { REDIS_URL, REDIS_KEY_PREFIX } = fastify.config
  if (!REDIS_URL) return undefined
  const { Redis } = await import('ioredis')
  const redis = new Redis(REDIS_URL, {
    keyPrefix: REDIS_KEY_PREFIX,
    lazyConnect: false,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // No request waits on Redis: a command while it is away fails at once (nothing is queued for
    // later), and one that gets no answer fails after the budget (set once connected, below: the
    // start's own check is no request, and a busy machine may take longer). Each use decides what then.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Reconnection goes on in the background for as long as Redis is away.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  })
  return redis
}

/**
 * Resolves once Redis answers; an unreachable REDIS_URL stops the start with one line naming it,
 * rather than a gateway that fails every request. From then on a lost connection is logged and
 * retried (and callers fail closed meanwhile).
 */
async function connected(redis: Redis, url: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const settled = new Promise<void>((resolve, reject) => {
    redis.once('ready', resolve)
    redis.once('error', reject)
    // A server that accepts the connection and never answers must not hang the start.
    timer = setTimeout(
      () => reject(new Error(`no answer within ${CONNECT_TIMEOUT_MS} ms`)),
      CONNECT_TIMEOUT_MS,
    )
  })
  try {
    await settled
  } catch (error) {
    // Closing may report the same failure again: nothing is left to hear it.
    redis.on('error', () => {})
    redis.disconnect()
    throw serviceFailure(error, 'REDIS_URL', url)
  } finally {
    clearTimeout(timer)
  }
  redis.removeAllListeners('error')
}

/**
 * Follows the connection: down when it closes or a command fails, up when it is ready again (a
 * reconnection) or answers a probe (a command failed on a connection that stayed open). The
 * change is logged once each way (not each reconnection attempt) and exported as `dependency_up`.
 */
function follow(fastify: FastifyInstance, redis: Redis): DependencyState {
  const state = new DependencyState('redis')
  redis.on('error', (error) => {
    fastify.log.debug({ err: error }, 'redis error')
    state.failed()
  })
  redis.on('close', () => state.failed())
  redis.on('ready', () => state.recovered())
  let probe: NodeJS.Timeout | undefined
  state.onChange((up) => {
    clearInterval(probe)
    probe = undefined
    if (up) return
    probe = setInterval(() => {
      // A closed connection says itself when it is back ('ready'); only an open one is asked.
      if (redis.status !== 'ready') return
      redis.ping().then(
        () => state.recovered(),
        () => state.failed(),
      )
    }, PROBE_INTERVAL_MS)
    probe.unref()
  })
  fastify.addHook('onClose', async () => clearInterval(probe))
  state.onChange((up) => {
    fastify.metrics?.dependency('redis', up)
    if (up) fastify.log.warn({ dependency: 'redis' }, 'redis available again')
    else
      fastify.log.warn(
        { dependency: 'redis' },
        'redis unavailable: shared state degraded, guessable steps refused',
      )
  })
  // One line per use and outage, every degraded answer counted.
  const logged = new Set<string>()
  state.onChange(() => logged.clear())
  state.onDegraded((use) => {
    fastify.metrics?.degraded('redis', use)
    if (logged.has(use)) return
    logged.add(use)
    fastify.log.warn({ dependency: 'redis', use }, 'answering without redis')
  })
  fastify.metrics?.dependency('redis', true)
  return state
}

export default fp(
  async (fastify) => {
    const redis = await createRedis(fastify)
    if (redis && fastify.config.REDIS_URL) {
      await connected(redis, fastify.config.REDIS_URL)
      // From now on every command is some request's: it gets the budget (read at each send).
      redis.options.commandTimeout = fastify.config.REDIS_BUDGET_MS
    }
    fastify.decorate('redis', redis)
    fastify.decorate('redisState', redis ? follow(fastify, redis) : undefined)
    if (redis) {
      fastify.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect())
      })
    }
  },
  { name: 'redis' },
)
