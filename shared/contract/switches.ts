/** Feature switch values as the gateway exposes them (read-only) to the client. */
import Type from 'typebox'
import { SWITCH_NAMES } from '../switches.ts'
import { defineEndpoint } from './endpoint.ts'
import { shellRoutes } from './shell-routes.ts'

export const SwitchValuesSchema = Type.Object(
  Object.fromEntries(SWITCH_NAMES.map((name) => [name, Type.Boolean()])),
  { $id: 'SwitchValues', additionalProperties: false },
)

/** `GET /api/switches/faux`: the faux switches this browser set with the faux-switch URL parameter. */
const FauxSwitchesSchema = Type.Object(
  { fauxSwitches: Type.Array(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]{0,39}$' }), { maxItems: 20 }) },
  { $id: 'FauxSwitches', additionalProperties: false },
)

export const switchesApi = {
  get: defineEndpoint({
    ...shellRoutes.switches,
    tags: ['config'],
    summary: 'Feature switch values for this browser (environment, remote config, forced)',
    response: { 200: SwitchValuesSchema },
  }),
  faux: defineEndpoint({
    method: 'GET',
    url: '/api/switches/faux',
    tags: ['config'],
    summary: 'Faux switches this browser set with the fauxSwitches URL parameter (none in prod)',
    response: { 200: FauxSwitchesSchema },
  }),
}
