/**
 * The management API's account calls (routes specification §7): the profile edits, the masked
 * address and its change, the signed-in two-factor code (`2fa/send`, `2fa/verify`), the e-mail and
 * mobile changes it guards (`X-MFA`, `X-2FA-CODE`), the password change, the missing information
 * and the profile refresh. Every call carries the collector's bearer access token.
 */
import Type, { type Static } from 'typebox'
import { EMAIL_MAX } from '../../constants/limits.ts'
import { defineEndpoint } from '../endpoint.ts'
import { BearerErrors, NoContentSchema, UpstreamErrorSchema } from './common.ts'

const tags = ['account']
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()])

/** The grant `2fa/verify` hands out for one guarded change (`X-MFA`). */
export const MFA_HEADER = 'x-mfa'
/** The code itself, for the mobile change (`X-2FA-CODE`). */
export const TWO_FA_CODE_HEADER = 'x-2fa-code'

const DeliveryMethodSchema = Type.Union([Type.Literal('email'), Type.Literal('sms')])
export type DeliveryMethod = Static<typeof DeliveryMethodSchema>

const SecurityCodeSchema = Type.String({ pattern: '^[0-9]{6}$', description: 'six-digit code' })

/** The profile as the account pages read it (`GET customer/refresh?ignoreCache=true`). */
const AccountProfileSchema = Type.Object({
  collectorId: Type.String(),
  cardNumber: Type.String(),
  title: Nullable(Type.String()),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Nullable(Type.String()),
  emailVerified: Type.Boolean(),
  mobile: Type.Union([
    Type.Object({
      countryCode: Type.String(),
      phoneNumber: Type.String({ description: 'last digits only' }),
    }),
    Type.Null(),
  ]),
  dateOfBirth: Nullable(Type.String()),
})

const UpstreamRefusals = { 400: UpstreamErrorSchema, ...BearerErrors } as const

export const refreshCustomer = defineEndpoint({
  method: 'GET',
  url: '/customer/refresh',
  summary: "The collector's profile read afresh (after any change)",
  tags,
  querystring: Type.Object({ ignoreCache: Type.Optional(Type.Literal('true')) }),
  response: { 200: AccountProfileSchema, ...BearerErrors },
})

const NameChangeSchema = Type.Object(
  {
    title: Nullable(Type.String({ maxLength: 10 })),
    firstName: Type.String({ minLength: 1, maxLength: 40 }),
    lastName: Type.String({ minLength: 1, maxLength: 40 }),
  },
  { additionalProperties: false },
)
export type NameChange = Static<typeof NameChangeSchema>

export const updateCustomer = defineEndpoint({
  method: 'PUT',
  url: '/customer',
  summary: "Changes the collector's title and names",
  tags,
  body: NameChangeSchema,
  response: { 204: NoContentSchema, ...UpstreamRefusals },
})

/** The address with every line but the first characters hidden, and the postcode's outward part. */
const MaskedAddressSchema = Type.Object({
  address: Type.Union([
    Type.Object({ lines: Type.Array(Type.String()), postcode: Type.String() }),
    Type.Null(),
  ]),
})

export const maskedAddress = defineEndpoint({
  method: 'GET',
  url: '/customer-address/masked',
  summary: "The collector's address, masked",
  tags,
  response: { 200: MaskedAddressSchema, ...BearerErrors },
})

const AddressChangeSchema = Type.Object(
  {
    lines: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 6 }),
    postcode: Type.String({ minLength: 5, maxLength: 8 }),
  },
  { additionalProperties: false },
)
export type AddressChange = Static<typeof AddressChangeSchema>

export const updateAddress = defineEndpoint({
  method: 'PUT',
  url: '/customer-address',
  summary: "Changes the collector's address",
  tags,
  body: AddressChangeSchema,
  response: { 204: NoContentSchema, ...UpstreamRefusals },
})

const CodeSentSchema = Type.Object({
  deliveryMethod: DeliveryMethodSchema,
  /** Masked: enough to recognise, not to learn. */
  destination: Type.String(),
})

export const sendAccountCode = defineEndpoint({
  method: 'POST',
  url: '/2fa/send',
  summary: 'Sends the signed-in collector a security code by e-mail or SMS',
  tags,
  body: Type.Object({ deliveryMethod: DeliveryMethodSchema }, { additionalProperties: false }),
  response: { 200: CodeSentSchema, 429: UpstreamErrorSchema, ...UpstreamRefusals },
})

export const verifyAccountCode = defineEndpoint({
  method: 'POST',
  url: '/2fa/verify',
  summary: 'Checks the code; a right one gives a single-use grant for one guarded change (X-MFA)',
  tags,
  body: Type.Object({ code: SecurityCodeSchema }, { additionalProperties: false }),
  response: { 200: Type.Object({ mfaToken: Type.String() }), ...UpstreamRefusals },
})

const EmailBody = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: EMAIL_MAX }) },
  { additionalProperties: false },
)
/**
 * The headers every bearer call carries, declared beside a call's own: a validator that removes
 * undeclared properties would otherwise strip the bearer token with them.
 */
const BearerHeaders = {
  authorization: Type.Optional(Type.String()),
  channel: Type.Optional(Type.String()),
  'device-id': Type.Optional(Type.String()),
  'x-client-ip': Type.Optional(Type.String()),
}
const MfaHeaders = Type.Object({
  ...BearerHeaders,
  [MFA_HEADER]: Type.String({ minLength: 20, maxLength: 100 }),
})

export const changeEmail = defineEndpoint({
  method: 'PUT',
  url: '/customer/v2/email',
  summary: 'Moves the account to a new address at once (X-MFA); the new address gets a confirmation link',
  tags,
  headers: MfaHeaders,
  body: EmailBody,
  response: { 200: Type.Object({ email: Type.String() }), ...UpstreamRefusals },
})

export const requestEmailChange = defineEndpoint({
  method: 'POST',
  url: '/nectar/customer/email',
  summary: 'Asks to move the account to a new address (X-MFA): it moves when the link sent there is opened',
  tags,
  headers: MfaHeaders,
  body: EmailBody,
  response: { 202: NoContentSchema, ...UpstreamRefusals },
})

const MobileChangeSchema = Type.Object(
  {
    phone: Type.Object(
      {
        phoneNumber: Type.String({ pattern: '^[0-9]{6,15}$' }),
        countryCode: Type.String({ pattern: '^[a-z]{2}$' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
)

export const changeMobile = defineEndpoint({
  method: 'PUT',
  url: '/customer/mobile',
  summary: "Changes the collector's mobile number, with the code just sent (X-2FA-CODE)",
  tags,
  headers: Type.Object({ ...BearerHeaders, [TWO_FA_CODE_HEADER]: SecurityCodeSchema }),
  body: MobileChangeSchema,
  response: { 204: NoContentSchema, ...UpstreamRefusals },
})

export const changePassword = defineEndpoint({
  method: 'PUT',
  url: '/credentials/password',
  summary: "Changes the signed-in collector's password",
  tags,
  body: Type.Object(
    {
      currentPassword: Type.String({ minLength: 1, maxLength: 128 }),
      newPassword: Type.String({ minLength: 1, maxLength: 128 }),
    },
    { additionalProperties: false },
  ),
  // 429: the account's sign-in budget is spent (the current password is checked on it).
  response: { 204: NoContentSchema, 429: UpstreamErrorSchema, ...UpstreamRefusals },
})

/** The details the scheme lacks for a collector: each field and its value, null while missing. */
const MissingInformationSchema = Type.Object({
  dateOfBirth: Nullable(Type.String()),
  householdSize: Type.Union([Type.Integer(), Type.Null()]),
  dietaryPreference: Nullable(Type.String()),
})

export const missingInformation = defineEndpoint({
  method: 'GET',
  url: '/missing-information',
  summary: 'The additional details the collector has given, null for those still missing',
  tags,
  response: { 200: MissingInformationSchema, ...BearerErrors },
})

export const saveMissingInformation = defineEndpoint({
  method: 'POST',
  url: '/missing-information',
  summary: 'Saves the additional details the collector gives',
  tags,
  body: Type.Partial(
    Type.Object({
      dateOfBirth: Type.String({ pattern: '^[0-9]{2}-[0-9]{2}-[0-9]{4}$' }),
      householdSize: Type.Integer({ minimum: 1, maximum: 20 }),
      dietaryPreference: Type.String({ maxLength: 30 }),
    }),
    { additionalProperties: false },
  ),
  response: { 204: NoContentSchema, ...UpstreamRefusals },
})
