/**
 * TypeBox atoms shared by both hops (client → gateway, gateway → upstream). Their patterns
 * are the field rules' own, so a body that passes `validateFields` passes these once trimmed.
 * @see https://github.com/fastify/demo/blob/main/src/schemas/common.ts
 */
import Type from 'typebox'
import { EMAIL_MAX } from '../constants/limits.ts'
import { UK_POSTCODE_REGEX } from '../validation/address-rules.ts'
import { CARD_NUMBER_REGEX, EMAIL_REGEX } from '../validation/identity-rules.ts'

export const EmailSchema = Type.String({
  pattern: EMAIL_REGEX.source,
  maxLength: EMAIL_MAX,
  description: 'e-mail address',
})

/** The 11 digits after the card prefix. */
export const CardNumberSchema = Type.String({
  pattern: CARD_NUMBER_REGEX.source,
  description: '11-digit card number',
})

export const UkPostcodeSchema = Type.String({ pattern: UK_POSTCODE_REGEX.source, description: 'UK postcode' })

/** As held and sent: DD-MM-YYYY (shown with slashes). A real date is checked by the rule. */
export const DateOfBirthSchema = Type.String({
  pattern: '^[0-9]{2}-[0-9]{2}-[0-9]{4}$',
  description: 'date of birth, DD-MM-YYYY',
})

/** As typed in the form: D/M/YYYY or DD/MM/YYYY. */
export const DateOfBirthInputSchema = Type.String({
  pattern: '^[0-9]{1,2}/[0-9]{1,2}/[0-9]{4}$',
  maxLength: 10,
  description: 'date of birth as typed, DD/MM/YYYY',
})

// In a module of its own, so a page that calls a light endpoint does not bundle the field rules.
export { type ErrorResponse, ErrorResponseSchema, errorResponses } from './error-response.ts'
