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

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | undefined
  }
}

/** The client library loads only when REDIS_URL is set: a single gateway never needs it. */
export async function createRedis(fastify: FastifyInstance): Promise<Redis | undefined> {
  const { REDIS_URL, REDIS_KEY_PREFIX } = fastify.config
  if (!REDIS_URL) return undefined
  const { Redis } = await import('ioredis')
  const redis = new Redis(REDIS_URL, {
    keyPrefix: REDIS_KEY_PREFIX,
    lazyConnect: false,
    connectTimeout: 2000,
    // A request waits for at most one reconnection attempt, then fails (and the caller fails
    // closed) rather than hanging while Redis is away.
    maxRetriesPerRequest: 1,
  })
  return redis
}

/**
 * Resolves once Redis answers; an unreachable REDIS_URL stops the start with one line naming it,
 * rather than a gateway that fails every request. From then on a lost connection is logged and
 * retried (and callers fail closed meanwhile).
 */
async function connected(fastify: FastifyInstance, redis: Redis, url: string): Promise<void> {
  const settled = new Promise<void>((resolve, reject) => {
    redis.once('ready', resolve)
    redis.once('error', reject)
  })
  try {
    await settled
  } catch (error) {
    // Closing may report the same failure again: nothing is left to hear it.
    redis.on('error', () => {})
    redis.disconnect()
    throw serviceFailure(error, 'REDIS_URL', url)
  }
  redis.removeAllListeners('error')
  redis.on('error', (error) => fastify.log.error({ err: error }, 'redis error'))
}

export default fp(
  async (fastify) => {
    const redis = await createRedis(fastify)
    if (redis && fastify.config.REDIS_URL) await connected(fastify, redis, fastify.config.REDIS_URL)
    fastify.decorate('redis', redis)
    if (redis) {
      fastify.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect())
      })
    }
  },
  { name: 'redis' },
)
