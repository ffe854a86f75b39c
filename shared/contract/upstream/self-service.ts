/**
 * The management API's anonymous self-service calls (routes specification §7): two-factor codes
 * of a signed-out flow and the password reset. No bearer token: a flow is known by the opaque
 * `flowToken` the upstream handed out when it identified the collector (never the collector id,
 * which an anonymous caller could guess), a reset link by its e-mailed token. Declared once for
 * the reference upstream's routes and the gateway's self-service client.
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Forgot_Password_Cheat_Sheet.html
 */
import Type, { type Static } from 'typebox'
import { defineEndpoint } from '../endpoint.ts'
import { NoContentSchema, UpstreamErrorSchema } from './common.ts'

const tags = ['management', 'self-service']

/** What a signed-out flow is for: the code of one flow never completes another. */
const SELF_SERVICE_FLOWS = ['reset', 'retrieve-card', 'replace-card'] as const
export type SelfServiceFlow = (typeof SELF_SERVICE_FLOWS)[number]
export const SelfServiceFlowSchema = Type.Union([
  Type.Literal('reset'),
  Type.Literal('retrieve-card'),
  Type.Literal('replace-card'),
])

export const DeliveryMethodSchema = Type.Union([Type.Literal('email'), Type.Literal('sms')])
export type DeliveryMethod = Static<typeof DeliveryMethodSchema>

/** The opaque token of a flow (32 random bytes, base64url). */
export const FlowTokenSchema = Type.String({ minLength: 20, maxLength: 200 })
const LinkTokenSchema = Type.String({ minLength: 20, maxLength: 200 })
const CodeSchema = Type.String({ pattern: '^[0-9]{6}$' })

/** One way to receive a code, masked: enough to recognise, not to learn. */
export const DeliveryOptionSchema = Type.Object({ id: DeliveryMethodSchema, destination: Type.String() })
export type DeliveryOption = Static<typeof DeliveryOptionSchema>

export const deliveryOptions = defineEndpoint({
  method: 'POST',
  url: '/2fa/get-delivery-options',
  summary: "Where a signed-out flow's code can go: the masked e-mail and mobile",
  tags,
  body: Type.Object({ flowToken: FlowTokenSchema }),
  response: {
    200: Type.Object({ options: Type.Array(DeliveryOptionSchema) }),
    /** FLOW_EXPIRED: unknown, expired or void. */
    400: UpstreamErrorSchema,
  },
})

export const sendCode = defineEndpoint({
  method: 'POST',
  url: '/2fa/send/:id',
  summary: 'Send a new six-digit code of a signed-out flow (the previous one stops working)',
  tags,
  params: Type.Object({ id: DeliveryMethodSchema }),
  body: Type.Object({ flowToken: FlowTokenSchema }),
  response: {
    200: Type.Object({ deliveryMethod: DeliveryMethodSchema, destination: Type.String() }),
    /** FLOW_EXPIRED, or NO_DESTINATION (no mobile on file). */
    400: UpstreamErrorSchema,
    /** TOO_MANY_CODES: this flow's sends, or the codes to this address this hour, are spent. */
    429: UpstreamErrorSchema,
  },
})

/** The same answer whether or not the address or card is known: nothing to enumerate. */
export const passwordReset = defineEndpoint({
  method: 'POST',
  url: '/credentials/password/reset',
  summary: 'E-mail a password-reset link to the account of an address, if there is one',
  tags,
  body: Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }) }),
  response: { 202: NoContentSchema, 400: UpstreamErrorSchema },
})

export const passwordResetWithId = defineEndpoint({
  method: 'POST',
  url: '/credentials/password/resetWithId',
  summary: 'E-mail a password-reset link to the account of a card, if there is one',
  tags,
  body: Type.Object({ collectorId: Type.String({ pattern: '^[0-9]{11}$' }) }),
  response: { 202: NoContentSchema, 400: UpstreamErrorSchema },
})

/** The collector's names and address: the new password must not contain them (§5). */
const ResetLinkSchema = Type.Object({
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  /** Present when a code must be given first (POST credentials/password/verify-2fa). */
  flowToken: Type.Optional(FlowTokenSchema),
})
export type ResetLink = Static<typeof ResetLinkSchema>

export const passwordResetLink = defineEndpoint({
  method: 'POST',
  url: '/credentials/password/reset/link',
  summary: 'Whether an e-mailed reset link still works, and whether a code must be given first',
  tags,
  body: Type.Object({ token: LinkTokenSchema }),
  response: {
    200: ResetLinkSchema,
    /** LINK_USED or LINK_EXPIRED (an unknown link is expired). */
    410: UpstreamErrorSchema,
  },
})

export const verifyResetCode = defineEndpoint({
  method: 'POST',
  url: '/credentials/password/verify-2fa',
  summary: "Check the code of a reset's two-factor step",
  tags,
  body: Type.Object({ flowToken: FlowTokenSchema, code: CodeSchema }),
  response: {
    204: NoContentSchema,
    /** WRONG_CODE (tries left), or CODE_EXPIRED (expired, or the fifth wrong try voided it). */
    400: UpstreamErrorSchema,
  },
})

export const setPassword = defineEndpoint({
  method: 'POST',
  url: '/credentials/password',
  summary: "Set a new password with a reset link's token: the link is used, every session ends",
  tags,
  body: Type.Object({
    token: LinkTokenSchema,
    password: Type.String({ minLength: 1, maxLength: 200 }),
    flowToken: Type.Optional(FlowTokenSchema),
  }),
  response: {
    /** The collector whose sessions the gateway ends too. */
    200: Type.Object({ collectorId: Type.String() }),
    /** TWO_FA_REQUIRED: the reset's code was not given. */
    403: UpstreamErrorSchema,
    410: UpstreamErrorSchema,
    /** PASSWORD_INVALID: a §5 rule, or the password it replaces. */
    422: UpstreamErrorSchema,
  },
})

/**
 * The security code's e-mailed link (/two-factor-authentication/<token>): its own token, hashed at
 * rest, bound to one flow and one code. Refused as the other e-mailed links are: LINK_UNKNOWN 404,
 * LINK_USED 409, LINK_EXPIRED 410 (the code changed, expired or was voided by wrong tries).
 */
export const securityCodeLink = defineEndpoint({
  method: 'POST',
  url: '/2fa/link',
  summary: "Whether a security code's e-mailed link still works, and the flow it is for",
  tags,
  body: Type.Object({ token: LinkTokenSchema }),
  response: {
    200: Type.Object({ flow: SelfServiceFlowSchema }),
    404: UpstreamErrorSchema,
    409: UpstreamErrorSchema,
    410: UpstreamErrorSchema,
  },
})

export const verifySecurityCodeLink = defineEndpoint({
  method: 'POST',
  url: '/2fa/link/verify',
  summary: 'Check a code through its e-mailed link: the flow goes on under a new token in this browser',
  tags,
  body: Type.Object({ token: LinkTokenSchema, code: CodeSchema }),
  response: {
    200: Type.Object({
      flow: SelfServiceFlowSchema,
      flowToken: FlowTokenSchema,
      /** A reset's new link token and the details its password rules need. */
      resetLink: Type.Optional(
        Type.Object(
          { ...ResetLinkSchema.properties, token: LinkTokenSchema },
          { additionalProperties: false },
        ),
      ),
    }),
    /** WRONG_CODE (tries left), or CODE_EXPIRED (the fifth wrong try voided it). */
    400: UpstreamErrorSchema,
    404: UpstreamErrorSchema,
    409: UpstreamErrorSchema,
    410: UpstreamErrorSchema,
  },
})
