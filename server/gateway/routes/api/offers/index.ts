/**
 * /api/offers: the signed-in collector's offers, one offer, its state changes and 'load all',
 * list filters, shared offers, Nectar Price availability and coalition previews.
 * Autoload loads only this file of the folder; each route file registers here, and refusals.ts
 * holds what they share.
 */
import type { FastifyPluginAsync } from 'fastify'
import catalogue from './catalogue.ts'
import list from './list.ts'
import loadAll from './load-all.ts'
import state from './state.ts'

const offers: FastifyPluginAsync = async (fastify) => {
  for (const plugin of [list, state, loadAll, catalogue]) await fastify.register(plugin)
}

export default offers
