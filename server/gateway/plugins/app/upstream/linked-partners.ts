/**
 * Linked partner accounts on the management API's pool: one method per call, each a declaration
 * of `shared/contract/upstream/linked-partners.ts` over the base client. Linking, unlinking and
 * converting are never retried (a repeat could link or convert twice).
 * @see https://github.com/ministryofjustice/hmpps-template-typescript/blob/main/server/data/exampleApiClient.ts
 */
import type { ConversionDirection } from '../../../../../shared/constants/linked-partners.ts'
import type { BodyOf } from '../../../../../shared/contract/endpoint.ts'
import * as linked from '../../../../../shared/contract/upstream/linked-partners.ts'
import { createCaller } from './call.ts'
import type { CallContext, RestClient } from './rest-client.ts'

export type LinkCall = BodyOf<typeof linked.linkAccount>

export function createLinkedPartnersClient(rest: RestClient) {
  const { call } = createCaller(rest)
  return {
    accounts: (accessToken: string, context: CallContext = {}) =>
      call(linked.linkedAccounts, { ...context, token: accessToken }),
    link: (accessToken: string, body: LinkCall, context: CallContext = {}) =>
      call(linked.linkAccount, { ...context, body, token: accessToken, retry: false }),
    unlink: (accessToken: string, id: string, context: CallContext = {}) =>
      call(linked.unlinkAccount, {
        ...context,
        params: { id },
        // An empty JSON body: every call is sent as JSON, and an empty JSON body is malformed.
        body: {},
        token: accessToken,
        retry: false,
        responseType: 'ignore',
      }),
    conversions: (accessToken: string, id: string, context: CallContext = {}) =>
      call(linked.conversions, { ...context, params: { id }, token: accessToken }),
    convert: (
      accessToken: string,
      id: string,
      body: { direction: ConversionDirection; points: number },
      context: CallContext = {},
    ) => call(linked.convertPoints, { ...context, params: { id }, body, token: accessToken, retry: false }),
    conversion: (accessToken: string, id: string, conversionId: string, context: CallContext = {}) =>
      call(linked.conversion, { ...context, params: { id, conversionId }, token: accessToken }),
  }
}
