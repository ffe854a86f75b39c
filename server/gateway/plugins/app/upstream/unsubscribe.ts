/**
 * The unsubscribe calls (management API's base URL, anonymous): one method per declaration of
 * `shared/contract/upstream/unsubscribe.ts`. POSTs, never retried.
 * @see https://github.com/ministryofjustice/hmpps-template-typescript/blob/main/server/data/exampleApiClient.ts
 */
import * as unsubscribe from '../../../../../shared/contract/upstream/unsubscribe.ts'
import { createCaller } from './call.ts'
import type { CallContext, RestClient } from './rest-client.ts'

export function createUnsubscribeClient(rest: RestClient) {
  const { call } = createCaller(rest)
  return {
    request: (token: string, context: CallContext = {}) =>
      call(unsubscribe.unsubscribeRequest, { ...context, body: { token } }),
    update: (email: string, token: string, context: CallContext = {}) =>
      call(unsubscribe.unsubscribeUpdate, { ...context, body: { email, token } }),
  }
}
