/**
 * /api/linked-partners: the partners with the collector's linked account and points balance,
 * linking and unlinking (links.ts), converting points and reading conversions (conversions.ts).
 * Autoload loads only this file of the folder; each route file registers here, and refusals.ts
 * holds what they share.
 */
import type { FastifyPluginAsync } from 'fastify'
import conversions from './conversions.ts'
import links from './links.ts'

const linkedPartners: FastifyPluginAsync = async (fastify) => {
  for (const plugin of [links, conversions]) await fastify.register(plugin)
}

export default linkedPartners
