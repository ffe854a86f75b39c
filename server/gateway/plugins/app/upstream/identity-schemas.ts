/**
 * Response shapes of the registration journey's identity calls (registration specification §7),
 * as far as the gateway reads them.
 * @see https://github.com/fastify/demo/blob/main/src/schemas/tasks.ts
 */
import Type, { type Static } from 'typebox'
import { NEXT_STEPS } from '../../../../../shared/constants/journey.ts'

export const NextStepSchema = Type.Enum(NEXT_STEPS)

export const CardCheckSchema = Type.Object({
  authToken: Type.String(),
  nextStep: NextStepSchema,
  userType: Type.Optional(Type.Enum(['ANALOG', 'GHOST'])),
  collectorId: Type.Optional(Type.String()),
})

export const EmailCheckSchema = Type.Object({
  authToken: Type.String(),
  nextStep: NextStepSchema,
  identitySessionToken: Type.Optional(Type.String()),
})

export const EmailConfirmSchema = Type.Object({
  authToken: Type.String(),
  email: Type.String(),
  userType: Type.Optional(Type.Enum(['ANALOG', 'GHOST'])),
  accountType: Type.Optional(Type.Enum(['personal', 'business'])),
  registrationDone: Type.Boolean(),
  nextStep: Type.Optional(NextStepSchema),
})

export const UserDataSummarySchema = Type.Object({
  email: Type.Optional(Type.String()),
  firstName: Type.Optional(Type.String()),
  lastName: Type.Optional(Type.String()),
  accountType: Type.Optional(Type.String()),
  hasAddress: Type.Boolean(),
  hasPassword: Type.Boolean(),
})

export const NextStepReplySchema = Type.Object({ nextStep: NextStepSchema })
export const PhoneCheckSchema = Type.Object({ authToken: Type.String() })
export const PasswordValiditySchema = Type.Object({ pwdValidity: Type.Enum(['NA', 'VALID', 'INVALID']) })

export const SignUpStatusSchema = Type.Object({
  signUpStatus: Type.String(),
  registrationCompletedToken: Type.Optional(Type.String()),
  cardNumber: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
})

export const AutoLoginSchema = Type.Object({
  identityLoginToken: Type.String(),
  registrationDone: Type.Boolean(),
  _links: Type.Object({ 'login-identity': Type.Object({ href: Type.String() }) }),
})

export const AddressLookupSchema = Type.Object({ addresses: Type.Array(Type.Array(Type.String())) })

export const TempCardSchema = Type.Object({ cardNumber: Type.String(), validUntil: Type.String() })

/** What the gateway sends to progressive/user-data (userData held by the upstream). */
export type { UserDataUpdate } from '../../../../../shared/contract/registration.ts'

export type CardCheck = Static<typeof CardCheckSchema>
export type EmailConfirm = Static<typeof EmailConfirmSchema>
export type UserDataSummary = Static<typeof UserDataSummarySchema>
export type SignUpStatusReply = Static<typeof SignUpStatusSchema>
