/**
 * Calls one upstream endpoint as `shared/contract/upstream/<family>.ts` declares it, over a
 * family's rest client: the method and the path (built by `pathOf`, PRX-1) from the declaration,
 * and the answer checked against its success schema. The reference upstream registers its routes
 * from the same declarations.
 * @see https://github.com/ministryofjustice/hmpps-template-typescript/blob/main/server/data/exampleApiClient.ts
 */
import type { TSchema } from 'typebox'
import type { Endpoint } from '../../../../../shared/contract/endpoint.ts'
import { type PathParams, pathOf } from './path-of.ts'
import type { CallOptions, Method, Reply, RestClient } from './rest-client.ts'

export type UpstreamEndpoint = Endpoint & { readonly method: Method }

/** The schema of a declaration's 200 answer; calls answering 202/204 check none. */
export type SuccessSchema<E extends Endpoint> = E['response'] extends { 200: infer S extends TSchema }
  ? S
  : undefined

/** Everything a call passes besides method, path and schema, plus the path's parameters. */
export type EndpointCall = Omit<CallOptions, 'path' | 'schema'> & { params?: PathParams }

export function createCaller(rest: RestClient) {
  // async: a refused path parameter (PRX-1) becomes a rejection, like every other failure.
  async function reply<E extends UpstreamEndpoint>(
    endpoint: E,
    { params = {}, ...call }: EndpointCall = {},
  ): Promise<Reply<SuccessSchema<E>>> {
    const schema = endpoint.response[200] as SuccessSchema<E>
    const path = pathOf(endpoint.url, params)
    return rest.request(endpoint.method, { ...call, name: endpoint.url, path, schema })
  }
  return {
    /** The whole reply: status, headers and the checked body. */
    reply,
    /** The checked body of the answer. */
    call: async <E extends UpstreamEndpoint>(endpoint: E, call: EndpointCall = {}) =>
      (await reply(endpoint, call)).body,
  }
}
