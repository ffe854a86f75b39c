/**
 * Management API (`customer/*`, collector hash, sessions, and the hotels calls on its base URL):
 * one method per call, each a declaration of `shared/contract/upstream/management.ts` over the
 * base client.
 * @see https://github.com/ministryofjustice/hmpps-template-typescript/blob/main/server/data/exampleApiClient.ts
 */
import type { Feedback } from '../../../../../shared/contract/feedback.ts'
import * as management from '../../../../../shared/contract/upstream/management.ts'
import { createCaller } from './call.ts'
import { createHotelsMethods } from './hotels.ts'
import type { CallContext, RestClient } from './rest-client.ts'

export function createManagementClient(rest: RestClient) {
  const { call } = createCaller(rest)
  return {
    ...createHotelsMethods(rest),
    customer: (accessToken: string, context: CallContext = {}) =>
      call(management.customer, { ...context, token: accessToken }),
    /** The profile read after login (first name for the greeting). */
    profile: (accessToken: string, context: CallContext = {}) =>
      call(management.customer, { ...context, token: accessToken }),
    collectorHash: (accessToken: string, context: CallContext = {}) =>
      call(management.collectorHash, { ...context, token: accessToken }),
    /** Logout step 1 (delete-session). */
    deleteSession: (accessToken: string, context: CallContext = {}) =>
      call(management.deleteSession, { ...context, body: {}, token: accessToken, responseType: 'ignore' }),
    /** Logout step 4: the token for the identity logout's id_token_hint. */
    logoutSession: (accessToken: string, context: CallContext = {}) =>
      call(management.logoutSession, { ...context, body: {}, token: accessToken }),
    /** The digital card's code128 barcode, a base64 PNG. */
    nectarId: (accessToken: string, context: CallContext = {}) =>
      call(management.nectarId, { ...context, token: accessToken }),
    balance: (accessToken: string, context: CallContext = {}) =>
      call(management.balance, { ...context, token: accessToken }),
    /** Stores the collector's feedback; not retried (a retry could store it twice). */
    sendFeedback: (accessToken: string, feedback: Feedback, context: CallContext = {}) =>
      call(management.feedback, { ...context, body: feedback, token: accessToken }),
  }
}
