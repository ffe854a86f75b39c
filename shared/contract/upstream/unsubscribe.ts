/**
 * The management API's anonymous unsubscribe calls (routes specification §7): what an e-mail's
 * unsubscribe token is for, and unsubscribing that address from that type of e-mail. Called by the
 * gateway with no bearer token; the token alone authorises, for one address and one type.
 */
import Type, { type Static } from 'typebox'
import { EMAIL_TYPE_NAMES } from '../../constants/email-links.ts'
import { LINK_TOKEN_PATTERN } from '../../validation/link-tokens.ts'
import { EmailSchema } from '../common.ts'
import { defineEndpoint } from '../endpoint.ts'
import { UpstreamErrorSchema } from './common.ts'

const tags = ['management', 'unsubscribe']

/** An e-mailed link's token: 32 random bytes, base64url. */
export const LinkTokenSchema = Type.String({ pattern: LINK_TOKEN_PATTERN, description: 'link token' })

export const EmailTypeSchema = Type.Enum(EMAIL_TYPE_NAMES)

const UnsubscribeStatusSchema = Type.Object({
  email: EmailSchema,
  emailType: EmailTypeSchema,
  subscribed: Type.Boolean(),
  /** A type that is sent whatever the address chose (ALWAYS_SENT): it cannot be unsubscribed from. */
  alwaysSent: Type.Boolean(),
})
export type UnsubscribeStatus = Static<typeof UnsubscribeStatusSchema>

/** A link that leads nowhere: unknown 404, used 409, expired 410 (codes of LINK_REFUSALS). */
export const LinkErrors = {
  404: UpstreamErrorSchema,
  409: UpstreamErrorSchema,
  410: UpstreamErrorSchema,
} as const

export const unsubscribeRequest = defineEndpoint({
  method: 'POST',
  url: '/unsubscribe/request',
  summary: 'What an unsubscribe token is for: the address, the type of e-mail and whether it still goes',
  tags,
  body: Type.Object({ token: LinkTokenSchema }),
  response: { 200: UnsubscribeStatusSchema, 400: UpstreamErrorSchema, ...LinkErrors },
})

export const unsubscribeUpdate = defineEndpoint({
  method: 'POST',
  url: '/unsubscribe/update',
  summary: "Unsubscribes the token's address from the token's type of e-mail (again is no change)",
  tags,
  body: Type.Object({ email: EmailSchema, token: LinkTokenSchema }),
  /** 409 ALWAYS_SENT too: a type that cannot be unsubscribed from. */
  response: { 200: UnsubscribeStatusSchema, 400: UpstreamErrorSchema, ...LinkErrors },
})
