/**
 * The vouchers and rewards calls (routes specification §7 `GET vouchers`, and the redemption the
 * spend pages make) on the offers API's base URL: the collector's vouchers, one voucher (by id or by
 * the transaction that issued it), the usage answer, the rewards and the redemption. Declared once
 * for the reference upstream's routes and the gateway's vouchers client.
 */
import Type from 'typebox'
import { defineEndpoint } from '../endpoint.ts'
import {
  IdempotencyKeySchema,
  REWARD_KINDS,
  RedemptionResultSchema,
  RewardIdSchema,
  RewardSchema,
  VoucherDetailSchema,
  VoucherIdSchema,
  VoucherSchema,
} from '../vouchers.ts'
import { BearerErrors, UpstreamErrorSchema } from './common.ts'

const tags = ['vouchers']
const NotFound = { 404: UpstreamErrorSchema } as const
const Id = Type.Object({ id: VoucherIdSchema })

export const vouchers = defineEndpoint({
  method: 'GET',
  url: '/vouchers',
  summary: "The collector's vouchers",
  tags,
  response: { 200: Type.Object({ vouchers: Type.Array(VoucherSchema) }), ...BearerErrors },
})

/** Another collector's or an unknown voucher is a 404. */
export const voucher = defineEndpoint({
  method: 'GET',
  url: '/vouchers/:id',
  summary: 'One voucher with its barcode',
  tags,
  params: Id,
  response: { 200: VoucherDetailSchema, ...BearerErrors, ...NotFound },
})

export const voucherByTransaction = defineEndpoint({
  method: 'GET',
  url: '/vouchers/transaction/:id',
  summary: 'The voucher a transaction issued, with its barcode',
  tags,
  params: Id,
  response: { 200: VoucherDetailSchema, ...BearerErrors, ...NotFound },
})

export const voucherUsage = defineEndpoint({
  method: 'PUT',
  url: '/vouchers/:id/usage',
  summary: "Keeps the answer to 'Did you use this voucher?'",
  tags,
  params: Id,
  body: Type.Object({ used: Type.Boolean() }),
  response: { 200: VoucherSchema, 400: UpstreamErrorSchema, ...BearerErrors, ...NotFound },
})

export const rewards = defineEndpoint({
  method: 'GET',
  url: '/rewards',
  summary: 'The rewards of the redeem brands, for points or free',
  tags,
  querystring: Type.Object({ kind: Type.Enum(REWARD_KINDS) }),
  response: { 200: Type.Object({ rewards: Type.Array(RewardSchema) }), ...BearerErrors },
})

/**
 * Points taken and a voucher issued in one transaction. The same key again answers the first
 * result (200, replayed). 409 NOT_ENOUGH_POINTS or REDEMPTION_LOCKED, 410 REWARD_EXPIRED.
 */
export const redemptions = defineEndpoint({
  method: 'POST',
  url: '/redemptions',
  summary: 'Redeem a reward',
  tags,
  body: Type.Object({ rewardId: RewardIdSchema, idempotencyKey: IdempotencyKeySchema }),
  response: {
    200: RedemptionResultSchema,
    400: UpstreamErrorSchema,
    ...BearerErrors,
    ...NotFound,
    409: UpstreamErrorSchema,
    410: UpstreamErrorSchema,
    /** The idempotency key of another reward's redemption. */
    422: UpstreamErrorSchema,
  },
})
