/**
 * `/api/account/*` (routes specification §2.3 `/account...`, §3 Profile and Address, §5, §7): the
 * signed-in collector's details and their changes. The e-mail and the mobile change in two steps:
 * the new value with where the security code goes, then the code. Every field rule is
 * `shared/validation/`'s, run by the page and again by the gateway.
 */
import Type, { type Static } from 'typebox'
import { EMAIL_MAX } from '../constants/limits.ts'
import { defineEndpoint } from './endpoint.ts'
import { errorResponses } from './error-response.ts'
import { PasswordValidityResponseSchema } from './registration.ts'
import { SignedOutSchema } from './session.ts'

const tags = ['account']
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()])
const SIGNED_IN_ERRORS = { 401: SignedOutSchema, ...errorResponses([502, 503, 504]) }
const CHANGE_ERRORS = { ...SIGNED_IN_ERRORS, ...errorResponses([400, 409, 429]) }

const AccountDetailsSchema = Type.Object({
  cardNumber: Type.String(),
  title: Nullable(Type.String()),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Nullable(Type.String()),
  /** False from an e-mail change until the link sent to the new address is opened. */
  emailVerified: Type.Boolean(),
  /** The dialling code and the number's last three digits only. */
  mobile: Type.Union([Type.Object({ countryCode: Type.String(), lastDigits: Type.String() }), Type.Null()]),
  /** Masked: each line's first characters, the postcode's outward part. */
  address: Type.Union([
    Type.Object({ lines: Type.Array(Type.String()), postcode: Type.String() }),
    Type.Null(),
  ]),
})
export type AccountDetails = Static<typeof AccountDetailsSchema>

const Saved = Type.Object({ saved: Type.Literal(true) })

const DeliveryMethodSchema = Type.Union([Type.Literal('email'), Type.Literal('sms')])
export type DeliveryMethod = Static<typeof DeliveryMethodSchema>

const CodeSentSchema = Type.Object({
  deliveryMethod: DeliveryMethodSchema,
  destination: Type.String(),
})
export type CodeSent = Static<typeof CodeSentSchema>

const CodeBody = Type.Object({ code: Type.String({ maxLength: 10 }) }, { additionalProperties: false })

const AdditionalDetailsSchema = Type.Object({
  /** DD/MM/YYYY as shown, null while missing. */
  dateOfBirth: Nullable(Type.String()),
  householdSize: Type.Union([Type.Integer(), Type.Null()]),
  dietaryPreference: Nullable(Type.String()),
})
export type AdditionalDetails = Static<typeof AdditionalDetailsSchema>

/** The refusals the account pages show, by code (the messages are the page's words). */
export const ACCOUNT_MESSAGES = {
  TWO_FA_INVALID: 'That code is not right. Check it and try again.',
  TWO_FA_EXPIRED: 'That code has expired. Send a new code.',
  TWO_FA_USED: 'That code has already been used. Send a new code.',
  NO_DESTINATION: 'There is no mobile number on your account to send a code to. Choose email.',
  TOO_MANY_CODES: 'Too many codes were sent. Wait an hour and try again.',
  EMAIL_TAKEN: 'Another account already uses this email address.',
  EMAIL_UNCHANGED: 'This is already your email address.',
  PHONE_INVALID: 'Enter a valid mobile number',
  NO_PENDING_CHANGE: 'Enter the new details again, then ask for a new code.',
  CURRENT_PASSWORD_WRONG: 'Your current password is not right.',
  PASSWORD_PREVIOUS: 'Your new password must be different from your previous password.',
  ADDRESS_NOT_FOUND: 'No addresses were found - Please check your details and try again.',
} as const
export type AccountRefusalCode = keyof typeof ACCOUNT_MESSAGES

export const accountApi = {
  details: defineEndpoint({
    method: 'GET',
    url: '/api/account/details',
    tags,
    summary: "The collector's details (address and mobile masked), read afresh",
    response: { 200: AccountDetailsSchema, ...SIGNED_IN_ERRORS },
  }),
  changeName: defineEndpoint({
    method: 'PUT',
    url: '/api/account/details/name',
    tags,
    summary: "Changes the collector's title and names",
    body: Type.Object(
      {
        title: Type.String({ maxLength: 10 }),
        firstName: Type.String({ maxLength: 60 }),
        lastName: Type.String({ maxLength: 60 }),
      },
      { additionalProperties: false },
    ),
    response: { 200: Saved, ...CHANGE_ERRORS },
  }),
  addressLookup: defineEndpoint({
    method: 'POST',
    url: '/api/account/details/address/lookup',
    tags,
    summary: 'Addresses for a property and postcode',
    body: Type.Object(
      { building: Type.String({ maxLength: 100 }), postcode: Type.String({ maxLength: 20 }) },
      { additionalProperties: false },
    ),
    response: { 200: Type.Object({ addresses: Type.Array(Type.Array(Type.String())) }), ...CHANGE_ERRORS },
  }),
  changeAddress: defineEndpoint({
    method: 'PUT',
    url: '/api/account/details/address',
    tags,
    summary: "Changes the collector's address to one the lookup found",
    body: Type.Object(
      {
        address: Type.Array(Type.String({ maxLength: 100 }), { minItems: 1, maxItems: 6 }),
        postcode: Type.String({ maxLength: 20 }),
      },
      { additionalProperties: false },
    ),
    response: { 200: Saved, ...CHANGE_ERRORS },
  }),
  emailCode: defineEndpoint({
    method: 'POST',
    url: '/api/account/details/email/code',
    tags,
    summary: 'The new address, kept until the code comes back; sends the security code',
    body: Type.Object(
      { email: Type.String({ maxLength: EMAIL_MAX }), deliveryMethod: DeliveryMethodSchema },
      { additionalProperties: false },
    ),
    response: { 200: CodeSentSchema, ...CHANGE_ERRORS },
  }),
  changeEmail: defineEndpoint({
    method: 'PUT',
    url: '/api/account/details/email',
    tags,
    summary: 'With the right code, e-mails the new address a link that moves the account when opened',
    body: CodeBody,
    response: { 200: Type.Object({ pendingEmail: Type.String() }), ...CHANGE_ERRORS },
  }),
  mobileCode: defineEndpoint({
    method: 'POST',
    url: '/api/account/details/mobile/code',
    tags,
    summary: 'The new mobile number, kept until the code comes back; sends the security code',
    body: Type.Object(
      {
        countryCode: Type.String({ maxLength: 2 }),
        phoneNumber: Type.String({ maxLength: 20 }),
        deliveryMethod: DeliveryMethodSchema,
      },
      { additionalProperties: false },
    ),
    response: { 200: CodeSentSchema, ...CHANGE_ERRORS },
  }),
  changeMobile: defineEndpoint({
    method: 'PUT',
    url: '/api/account/details/mobile',
    tags,
    summary: 'With the right code, changes the mobile number',
    body: CodeBody,
    response: { 200: Saved, ...CHANGE_ERRORS },
  }),
  changePassword: defineEndpoint({
    method: 'PUT',
    url: '/api/account/password',
    tags,
    summary: "Changes the password; the collector's other sessions end",
    body: Type.Object(
      {
        currentPassword: Type.String({ maxLength: 128 }),
        password: Type.String({ maxLength: 128 }),
        confirmPassword: Type.String({ maxLength: 128 }),
      },
      { additionalProperties: false },
    ),
    response: { 200: Saved, ...CHANGE_ERRORS },
  }),
  passwordValidate: defineEndpoint({
    method: 'POST',
    url: '/api/account/password/validate',
    tags,
    summary:
      "pwdValidity of a new password: the section 5 rules against the collector's details as the scheme holds them",
    body: Type.Object(
      { currentPassword: Type.String({ maxLength: 128 }), password: Type.String({ maxLength: 128 }) },
      { additionalProperties: false },
    ),
    response: { 200: PasswordValidityResponseSchema, ...SIGNED_IN_ERRORS, ...errorResponses([429]) },
  }),
  additionalDetails: defineEndpoint({
    method: 'GET',
    url: '/api/account/additional-details',
    tags,
    summary: 'The additional details the collector has given',
    response: { 200: AdditionalDetailsSchema, ...SIGNED_IN_ERRORS },
  }),
  saveAdditionalDetails: defineEndpoint({
    method: 'PUT',
    url: '/api/account/additional-details',
    tags,
    summary: 'Saves the additional details',
    body: Type.Object(
      {
        dateOfBirth: Type.String({ maxLength: 10 }),
        householdSize: Type.String({ maxLength: 2 }),
        dietaryPreference: Type.String({ maxLength: 30 }),
      },
      { additionalProperties: false },
    ),
    response: { 200: Saved, ...CHANGE_ERRORS },
  }),
}
