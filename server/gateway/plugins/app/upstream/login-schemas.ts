/**
 * Response shapes of the password-login calls (collector sessions and device two-factor).
 * @see https://github.com/fastify/demo/blob/main/src/schemas/tasks.ts
 */
import Type, { type Static } from 'typebox'

/** `POST collector/sessions` and `2fa-validate`: a one-time token for the identity provider. */
export const LoginTokenSchema = Type.Object({ loginToken: Type.String({ minLength: 16 }) })

/** `2fa-check` and `2fa-resend`: where the code went. */
export const CodeSentSchema = Type.Object({
  deliveryMethod: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  destination: Type.String(),
})

export type CodeSent = Static<typeof CodeSentSchema>
