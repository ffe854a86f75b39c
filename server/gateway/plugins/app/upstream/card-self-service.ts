/**
 * The management API's anonymous card self-service calls (`retrieve-card/*`,
 * `replacement-card/*`): one method per declaration of `shared/contract/upstream/card-self-service.ts`
 * over the management family's client (the codes are sent by the anonymous two-factor calls,
 * self-service.ts). None is retried: each opens a flow or spends a try.
 * @see https://github.com/ministryofjustice/hmpps-template-typescript/blob/main/server/data/exampleApiClient.ts
 */
import type { BodyOf } from '../../../../../shared/contract/endpoint.ts'
import * as cards from '../../../../../shared/contract/upstream/card-self-service.ts'
import { createCaller } from './call.ts'
import type { CallContext, RestClient } from './rest-client.ts'

export type SelfServiceFlow = 'retrieve' | 'replace'

export function createCardSelfServiceClient(rest: RestClient) {
  const { call } = createCaller(rest)
  return {
    retrieveRequest: (body: BodyOf<typeof cards.retrieveCardRequest>, context: CallContext = {}) =>
      call(cards.retrieveCardRequest, { ...context, body }),
    replaceRequest: (body: BodyOf<typeof cards.replacementCardRequest>, context: CallContext = {}) =>
      call(cards.replacementCardRequest, { ...context, body }),
    retrieveValidate: (body: BodyOf<typeof cards.retrieveCardValidate>, context: CallContext = {}) =>
      call(cards.retrieveCardValidate, { ...context, body }),
    replaceValidate: (body: BodyOf<typeof cards.replacementCardValidate>, context: CallContext = {}) =>
      call(cards.replacementCardValidate, { ...context, body }),
  }
}
