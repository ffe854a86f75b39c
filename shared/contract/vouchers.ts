/**
 * Vouchers and spending points (routes specification §2.3, §2.5, §3 Voucher and Redemption lock, §7,
 * §9): the collector's vouchers and the 'Did you use this voucher?' answer, the rewards they may
 * redeem, the redemption itself (idempotent by a key the client makes per confirm) and the lock that
 * stops redemptions. The upstream calls behind them are declared in `upstream/vouchers.ts` and
 * `upstream/redemption-lock.ts` with the same schemas.
 */
import Type, { type Static } from 'typebox'
import { defineEndpoint } from './endpoint.ts'
import { errorResponses } from './error-response.ts'

/** Voucher compensation terms (§1, §9): issued within 7 days, usable once within 6 months. */
export const VOUCHER_TERMS = { issueWithinDays: 7, validForMonths: 6 } as const

const VOUCHER_STATUSES = ['ACTIVE', 'USED', 'EXPIRED'] as const
const REDEMPTION_STATUSES = ['LOCKED', 'UNLOCKED'] as const
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number]

const Id = Type.String({ pattern: '^[A-Za-z0-9-]{1,64}$' })
export const VoucherIdSchema = Id
export const RewardIdSchema = Id
/** One per confirm, made by the client: the same key twice is one redemption. */
export const IdempotencyKeySchema = Type.String({ pattern: '^[A-Za-z0-9-]{16,64}$' })

const voucherFields = {
  id: Id,
  transactionId: Id,
  voucherCode: Type.String(),
  url: Type.String(),
  partnerName: Type.String(),
  brandDetailsKey: Type.String(),
  itemDescription: Type.String(),
  logoImageLocation: Type.String(),
  status: Type.Enum(VOUCHER_STATUSES),
  /** The collector's answer to 'Did you use this voucher?'; null until they answer. */
  used: Type.Union([Type.Boolean(), Type.Null()]),
  pointsSpent: Type.Integer({ minimum: 0 }),
  valuePence: Type.Integer({ minimum: 0 }),
  issuedAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
}

export const VoucherSchema = Type.Object(voucherFields)
export type Voucher = Static<typeof VoucherSchema>

/** One voucher as its modal shows it: with its barcode, a base64 PNG (§3 base64BarCode). */
export const VoucherDetailSchema = Type.Object({ ...voucherFields, base64BarCode: Type.String() })
export type VoucherDetail = Static<typeof VoucherDetailSchema>

export const RewardSchema = Type.Object({
  id: Id,
  brandDetailsKey: Type.String(),
  partnerName: Type.String(),
  logoImageLocation: Type.String(),
  title: Type.String(),
  /** 0 for a zero-point reward. */
  pointsCost: Type.Integer({ minimum: 0 }),
  valuePence: Type.Integer({ minimum: 0 }),
  expiresAt: Type.String({ format: 'date-time' }),
})
export type Reward = Static<typeof RewardSchema>

export const REWARD_KINDS = ['points', 'zero-point'] as const
export type RewardKind = (typeof REWARD_KINDS)[number]

export const RedemptionResultSchema = Type.Object({
  voucher: VoucherSchema,
  /** The balance after the redemption. */
  points: Type.Integer({ minimum: 0 }),
  /** True when this key had already redeemed: the first result, nothing spent again. */
  replayed: Type.Boolean(),
})
export type RedemptionResult = Static<typeof RedemptionResultSchema>

export const RedemptionStatusSchema = Type.Object({ status: Type.Enum(REDEMPTION_STATUSES) })

/** The stable codes of the refusals (§8: each with a message a collector can act on). */
export const VOUCHER_ERROR_CODES = {
  voucherNotFound: 'VOUCHER_NOT_FOUND',
  rewardNotFound: 'REWARD_NOT_FOUND',
  rewardExpired: 'REWARD_EXPIRED',
  notEnoughPoints: 'NOT_ENOUGH_POINTS',
  redemptionLocked: 'REDEMPTION_LOCKED',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
} as const

export const VOUCHER_ERROR_MESSAGES = {
  voucherNotFound: 'This voucher is not available.',
  rewardNotFound: 'This reward is not available.',
  rewardExpired: 'This reward has expired. Choose another reward.',
  notEnoughPoints: "You don't have enough points for this reward.",
  redemptionLocked: 'Your points are locked. Unlock them in your account to spend them.',
  /** Not in the specifications: a confirm sent again for another reward (a page or client fault). */
  idempotencyKeyReused: 'This redemption was started for another reward. Choose your reward again.',
} as const

const tags = ['vouchers']
const VoucherParams = Type.Object({ voucherId: VoucherIdSchema })

export const vouchersApi = {
  list: defineEndpoint({
    method: 'GET',
    url: '/api/vouchers',
    summary: "The collector's vouchers: active first, then used and expired",
    tags,
    response: {
      200: Type.Object({ vouchers: Type.Array(VoucherSchema) }),
      ...errorResponses([401, 502, 504]),
    },
  }),
  detail: defineEndpoint({
    method: 'GET',
    url: '/api/vouchers/:voucherId',
    summary: 'One of the collector’s vouchers, with its barcode',
    tags,
    params: VoucherParams,
    response: { 200: VoucherDetailSchema, ...errorResponses([400, 401, 404, 502, 504]) },
  }),
  byTransaction: defineEndpoint({
    method: 'GET',
    url: '/api/vouchers/transaction/:transactionId',
    summary: 'The voucher a transaction issued, with its barcode',
    tags,
    params: Type.Object({ transactionId: Id }),
    response: { 200: VoucherDetailSchema, ...errorResponses([400, 401, 404, 502, 504]) },
  }),
  answerUsage: defineEndpoint({
    method: 'PUT',
    url: '/api/vouchers/:voucherId/usage',
    summary: "The collector's answer to 'Did you use this voucher?'",
    tags,
    params: VoucherParams,
    body: Type.Object({ used: Type.Boolean() }, { additionalProperties: false }),
    response: { 200: VoucherSchema, ...errorResponses([400, 401, 404, 502, 504]) },
  }),
  rewards: defineEndpoint({
    method: 'GET',
    url: '/api/rewards',
    summary: 'The rewards the collector may redeem: for points, or free (zero-point)',
    tags,
    querystring: Type.Object({ kind: Type.Enum(REWARD_KINDS) }, { additionalProperties: false }),
    response: {
      200: Type.Object({ rewards: Type.Array(RewardSchema) }),
      ...errorResponses([400, 401, 502, 504]),
    },
  }),
  redeem: defineEndpoint({
    method: 'POST',
    url: '/api/redemptions',
    summary: 'Spend points on a reward: one voucher per idempotency key',
    tags,
    body: Type.Object(
      { rewardId: RewardIdSchema, idempotencyKey: IdempotencyKeySchema },
      { additionalProperties: false },
    ),
    // 404 REWARD_NOT_FOUND, 409 NOT_ENOUGH_POINTS or REDEMPTION_LOCKED, 410 REWARD_EXPIRED.
    response: {
      200: RedemptionResultSchema,
      ...errorResponses([400, 401, 404, 409, 410, 422, 429, 502, 504]),
    },
  }),
  redemptionLock: defineEndpoint({
    method: 'GET',
    url: '/api/redemption-lock',
    summary: 'Whether spending points is locked',
    tags,
    response: { 200: RedemptionStatusSchema, ...errorResponses([401, 502, 504]) },
  }),
  setRedemptionLock: defineEndpoint({
    method: 'PUT',
    url: '/api/redemption-lock',
    summary: 'Lock or unlock spending points',
    tags,
    body: Type.Object({ status: Type.Enum(REDEMPTION_STATUSES) }, { additionalProperties: false }),
    response: { 200: RedemptionStatusSchema, ...errorResponses([400, 401, 502, 504]) },
  }),
}
