/**
 * The vouchers routes' declared refusals (shared/contract/vouchers.ts), from the upstream answers
 * that mean them: its 404 for an unknown or another collector's voucher or reward, its 409, 410
 * and 422 for a redemption it refused (their codes name which).
 */
import { VOUCHER_ERROR_CODES, VOUCHER_ERROR_MESSAGES } from '../../../../../shared/contract/vouchers.ts'
import { Refusal } from '../../../errors/refusal.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'

type Reason = keyof typeof VOUCHER_ERROR_CODES
const refusal = (status: number, reason: Reason) =>
  new Refusal(status, VOUCHER_ERROR_CODES[reason], VOUCHER_ERROR_MESSAGES[reason])

/** Rethrows an upstream 404 as 'voucher not found'; anything else as it is. */
export function asVoucherRefusal(error: unknown): never {
  if (error instanceof UpstreamError && error.upstreamStatus === 404) throw refusal(404, 'voucherNotFound')
  throw error
}

const REDEMPTION_REFUSALS: Record<string, [number, Reason]> = {
  REWARD_NOT_FOUND: [404, 'rewardNotFound'],
  REWARD_EXPIRED: [410, 'rewardExpired'],
  NOT_ENOUGH_POINTS: [409, 'notEnoughPoints'],
  REDEMPTION_LOCKED: [409, 'redemptionLocked'],
  IDEMPOTENCY_KEY_REUSED: [422, 'idempotencyKeyReused'],
}

/** Rethrows the upstream's refusal of a redemption as the route's own, with its message. */
export function asRedemptionRefusal(error: unknown): never {
  if (error instanceof UpstreamError && [404, 409, 410, 422].includes(error.upstreamStatus ?? 0)) {
    const known = REDEMPTION_REFUSALS[error.errorStatus ?? '']
    if (known) throw refusal(...known)
    if (error.upstreamStatus === 404) throw refusal(404, 'rewardNotFound')
  }
  throw error
}
