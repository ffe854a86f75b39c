/**
 * The vouchers and rewards calls (`shared/contract/upstream/vouchers.ts`) on the offers API's base
 * URL: one method per call over the base client.
 * @see https://github.com/ministryofjustice/hmpps-template-typescript/blob/main/server/data/exampleApiClient.ts
 */
import * as vouchers from '../../../../../shared/contract/upstream/vouchers.ts'
import type { RewardKind } from '../../../../../shared/contract/vouchers.ts'
import { createCaller } from './call.ts'
import type { CallContext, RestClient } from './rest-client.ts'

export function createVouchersClient(rest: RestClient) {
  const { call } = createCaller(rest)
  return {
    vouchers: (accessToken: string, context: CallContext = {}) =>
      call(vouchers.vouchers, { ...context, token: accessToken }),
    voucher: (accessToken: string, id: string, context: CallContext = {}) =>
      call(vouchers.voucher, { ...context, params: { id }, token: accessToken }),
    voucherByTransaction: (accessToken: string, id: string, context: CallContext = {}) =>
      call(vouchers.voucherByTransaction, { ...context, params: { id }, token: accessToken }),
    answerUsage: (accessToken: string, id: string, used: boolean, context: CallContext = {}) =>
      call(vouchers.voucherUsage, { ...context, params: { id }, body: { used }, token: accessToken }),
    rewards: (accessToken: string, kind: RewardKind, context: CallContext = {}) =>
      call(vouchers.rewards, { ...context, query: { kind }, token: accessToken }),
    /** Safe to repeat with the same key (the upstream answers the first result), so retried like a PUT. */
    redeem: (
      accessToken: string,
      body: { rewardId: string; idempotencyKey: string },
      context: CallContext = {},
    ) => call(vouchers.redemptions, { ...context, body, token: accessToken, retry: true }),
  }
}
