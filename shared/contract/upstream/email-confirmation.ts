/**
 * The management API's anonymous confirmation calls (routes specification §7): `PUT verify-email`
 * (the collector's address is theirs) and `PUT customer/email` / `customer/v3/email` (the new
 * address of an e-mail change, optionally with a new password). Each e-mailed token works once,
 * within its lifetime; the refusals are LinkErrors plus 400 for a new password the rules refuse.
 */
import Type from 'typebox'
import { PASSWORD_MIN } from '../../constants/limits.ts'
import { defineEndpoint } from '../endpoint.ts'
import { NoContentSchema, UpstreamErrorSchema } from './common.ts'
import { LinkErrors, LinkTokenSchema } from './unsubscribe.ts'

const tags = ['management', 'email-confirmation']

export const verifyEmail = defineEndpoint({
  method: 'PUT',
  url: '/verify-email',
  summary: "Confirms the collector's e-mail address with the e-mailed token",
  tags,
  body: Type.Object({ token: LinkTokenSchema }),
  response: { 204: NoContentSchema, 400: UpstreamErrorSchema, ...LinkErrors },
})

const UpdateEmailBodySchema = Type.Object({
  token: LinkTokenSchema,
  newPassword: Type.Optional(Type.String({ minLength: PASSWORD_MIN, maxLength: 128 })),
})

const updateEmailResponse = {
  /** The collector whose sessions the gateway ends too when a new password was set. */
  200: Type.Object({ collectorId: Type.String() }),
  400: UpstreamErrorSchema,
  ...LinkErrors,
} as const

export const updateEmail = defineEndpoint({
  method: 'PUT',
  url: '/customer/email',
  summary: 'Moves the account to the new address the e-mailed token confirms',
  tags,
  body: UpdateEmailBodySchema,
  response: updateEmailResponse,
})

/** The same change, the version that also takes a new password. */
export const updateEmailV3 = defineEndpoint({
  method: 'PUT',
  url: '/customer/v3/email',
  summary: 'Moves the account to the confirmed new address, optionally with a new password',
  tags,
  body: UpdateEmailBodySchema,
  response: updateEmailResponse,
})
