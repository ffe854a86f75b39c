/**
 * `/api/unsubscribe` (routes specification §2.1 `/emails/unsubscribe`, §7 unsubscribe calls): the
 * page reads what the e-mail's token is for, then unsubscribes with one press; mail programs press
 * the List-Unsubscribe one-click button instead (RFC 8058: a POST of `List-Unsubscribe=One-Click`
 * to the link itself, so it is declared at the page's own path). No sign-in: the token authorises
 * one address and one type of e-mail. Refusals of the link: 404 unknown, 410 expired.
 */
import Type from 'typebox'
import { errorResponses } from './common.ts'
import { defineEndpoint } from './endpoint.ts'
import { EmailTypeSchema, LinkTokenSchema } from './upstream/unsubscribe.ts'

const tags = ['unsubscribe']

const UnsubscribeViewSchema = Type.Object({
  /** Masked: enough to recognise the address (`a•••@example.com`). */
  email: Type.String(),
  emailType: EmailTypeSchema,
  /** The type as the page names it, e.g. 'Registration emails'. */
  emailTypeName: Type.String(),
  subscribed: Type.Boolean(),
  /** Security codes and account changes are always sent: the page says why instead of a button. */
  alwaysSent: Type.Boolean(),
})

const UnsubscribeBodySchema = Type.Object({ token: LinkTokenSchema }, { additionalProperties: false })

const LINK_ERRORS = errorResponses([400, 403, 404, 410, 429, 502, 503, 504])
/** The update's refusals also include 409 ALWAYS_SENT. */
const UPDATE_ERRORS = errorResponses([400, 403, 404, 409, 410, 429, 502, 503, 504])

export const unsubscribeApi = {
  request: defineEndpoint({
    method: 'POST',
    url: '/api/unsubscribe/request',
    tags,
    summary: "What an e-mail's unsubscribe link is for",
    body: UnsubscribeBodySchema,
    response: { 200: UnsubscribeViewSchema, ...LINK_ERRORS },
  }),
  update: defineEndpoint({
    method: 'POST',
    url: '/api/unsubscribe/update',
    tags,
    summary: "Unsubscribes the link's address from the link's type of e-mail",
    body: UnsubscribeBodySchema,
    response: { 200: UnsubscribeViewSchema, ...UPDATE_ERRORS },
  }),
  oneClick: defineEndpoint({
    method: 'POST',
    url: '/emails/unsubscribe',
    tags,
    summary: 'RFC 8058 one-click unsubscribe from the List-Unsubscribe header',
    consumes: ['application/x-www-form-urlencoded'],
    querystring: Type.Object({ token: LinkTokenSchema }),
    body: Type.Object({ 'List-Unsubscribe': Type.Literal('One-Click') }),
    response: {
      200: Type.Object({ subscribed: Type.Literal(false) }),
      ...errorResponses([400, 404, 409, 410, 415, 429, 502, 503, 504]),
    },
  }),
}
