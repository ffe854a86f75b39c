/**
 * The redemption lock on the management API (routes specification §7): `GET` and
 * `PUT v1/collectors/redemption-status`, the PUT with body `status` and header `RequestorChannel`.
 */
import Type from 'typebox'
import { defineEndpoint } from '../endpoint.ts'
import { RedemptionStatusSchema } from '../vouchers.ts'
import { BearerErrors, UpstreamErrorSchema } from './common.ts'

const tags = ['management']

export const REQUESTOR_CHANNEL_HEADER = 'requestorchannel'

export const redemptionStatus = defineEndpoint({
  method: 'GET',
  url: '/v1/collectors/redemption-status',
  summary: "The collector's redemption lock",
  tags,
  response: { 200: RedemptionStatusSchema, ...BearerErrors },
})

export const setRedemptionStatus = defineEndpoint({
  method: 'PUT',
  url: '/v1/collectors/redemption-status',
  summary: 'Lock or unlock redemptions',
  tags,
  // The bearer token is declared too: validation strips the headers a schema does not name.
  headers: Type.Object({
    [REQUESTOR_CHANNEL_HEADER]: Type.String({ pattern: '^[A-Za-z]{1,20}$' }),
    authorization: Type.Optional(Type.String()),
  }),
  body: RedemptionStatusSchema,
  response: { 200: RedemptionStatusSchema, 400: UpstreamErrorSchema, ...BearerErrors },
})
