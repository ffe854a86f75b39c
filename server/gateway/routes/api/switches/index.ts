/**
 * The feature switches as this request sees them, read-only: the client shows or hides features
 * by them, the gateway enforces them itself (routes, maintenance). Plus the faux switches.
 * @see ../../../plugins/app/switches/feature-switches.ts
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { switchesApi } from '../../../../../shared/contract/switches.ts'

const switches: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(switchesApi.get),
    config: { access: 'public' },
    handler: async (request) => fastify.featureSwitches.values(request),
  })
  fastify.route({
    ...routeOf(switchesApi.faux),
    config: { access: 'public' },
    handler: async (request) => ({ fauxSwitches: [...fastify.featureSwitches.faux(request)] }),
  })
}

export default switches
