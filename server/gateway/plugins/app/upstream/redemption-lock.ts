/**
 * The redemption lock on the management API (`shared/contract/upstream/redemption-lock.ts`): the
 * PUT names the channel the change came through in `RequestorChannel` (spec §7).
 */
import * as lock from '../../../../../shared/contract/upstream/redemption-lock.ts'
import type { RedemptionStatus } from '../../../../../shared/contract/vouchers.ts'
import { createCaller } from './call.ts'
import { CHANNEL } from './headers.ts'
import type { CallContext, RestClient } from './rest-client.ts'

export function createRedemptionLockClient(rest: RestClient) {
  const { call } = createCaller(rest)
  return {
    status: (accessToken: string, context: CallContext = {}) =>
      call(lock.redemptionStatus, { ...context, token: accessToken }),
    setStatus: (accessToken: string, status: RedemptionStatus, context: CallContext = {}) =>
      call(lock.setRedemptionStatus, {
        ...context,
        body: { status },
        headers: { RequestorChannel: CHANNEL },
        token: accessToken,
      }),
  }
}
