/**
 * `fastify.redis`: one ioredis client when REDIS_URL is set, shared by rate limits, single-use
 * records and session revocation, so that every gateway replica sees the same state; undefined
 * otherwise (those stores then keep their state in process memory).
 * @see https://github.com/redis/ioredis
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | undefined
  }
}

export function createRedis(fastify: FastifyInstance): Redis | undefined {
  const { REDIS_URL, REDIS_KEY_PREFIX } = fastify.config
  if (!REDIS_URL) return undefined
  const redis = new Redis(REDIS_URL, {
    keyPrefix: REDIS_KEY_PREFIX,
    lazyConnect: false,
    connectTimeout: 2000,
    // A request waits for at most one reconnection attempt, then fails (and the caller fails
    // closed) rather than hanging while Redis is away.
    maxRetriesPerRequest: 1,
  })
  redis.on('error', (error) => fastify.log.error({ err: error }, 'redis error'))
  return redis
}

export default fp(
  async (fastify) => {
    const redis = createRedis(fastify)
    fastify.decorate('redis', redis)
    if (redis) {
      fastify.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect())
      })
    }
  },
  { name: 'redis' },
)
