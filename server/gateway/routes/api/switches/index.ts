/**
 * The feature switches as this request sees them, read-only: the client shows or hides features
 * by them, the gateway enforces them itself (routes, maintenance). Plus the faux switches.
 * @see ../../../plugins/app/feature-switches.ts
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  type FauxSwitches,
  FauxSwitchesSchema,
  type SwitchValuesResponse,
  SwitchValuesSchema,
} from '../../../../../shared/contract/switches.ts'

const switches: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['config'],
        summary: 'Feature switch values for this browser (environment, remote config, forced)',
        response: { 200: SwitchValuesSchema },
      },
    },
    async (request): Promise<SwitchValuesResponse> => fastify.featureSwitches.values(request),
  )
  fastify.get(
    '/faux',
    {
      schema: {
        tags: ['config'],
        summary: 'Faux switches this browser set with the fauxSwitches URL parameter (none in prod)',
        response: { 200: FauxSwitchesSchema },
      },
    },
    async (request): Promise<FauxSwitches> => ({ fauxSwitches: [...fastify.featureSwitches.faux(request)] }),
  )
}

export default switches
