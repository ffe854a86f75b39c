/**
 * `fastify.hotels`: the reference upstream's hotels partner, whose sessions are signed tokens.
 * @see ../hotels/hotels-tokens.ts
 */
import fp from 'fastify-plugin'
import { createHotelsTokens, type HotelsTokenOptions, type HotelsTokens } from '../hotels/hotels-tokens.ts'

declare module 'fastify' {
  interface FastifyInstance {
    hotels: HotelsTokens
  }
}

export default fp<{ hotels?: HotelsTokenOptions }>(
  async (fastify, opts) => {
    fastify.decorate('hotels', createHotelsTokens(opts.hotels))
  },
  { name: 'hotels' },
)
