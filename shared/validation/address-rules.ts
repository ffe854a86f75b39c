/** Postcode, property and address-choice rules (registration specification section 5). */
import { asTrimmed } from './field-rule.ts'
import {
  ADDRESS_CHOICE_REQUIRED,
  POSTCODE_FORMAT,
  POSTCODE_INVALID_ON_BLUR,
  POSTCODE_REQUIRED,
  PROPERTY_REQUIRED,
} from './messages.ts'

/**
 * A UK postcode: outward code (area of 1 or 2 letters, district digit, optional letter or
 * digit), optional space, inward code (digit and two letters), any case. GIR 0AA included.
 */
export const UK_POSTCODE_REGEX =
  /^(?:[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}|[Gg][Ii][Rr] ?0[Aa]{2})$/u

/** Submit: required, then the UK format. */
export function validatePostcode(value: unknown): string | undefined {
  const postcode = asTrimmed(value)
  if (postcode === '') return POSTCODE_REQUIRED
  return UK_POSTCODE_REGEX.test(postcode) ? undefined : POSTCODE_FORMAT
}

/** Leaving the field: an empty field waits for submit; a malformed one says so. */
export function validatePostcodeOnBlur(value: unknown): string | undefined {
  const postcode = asTrimmed(value)
  return postcode === '' || UK_POSTCODE_REGEX.test(postcode) ? undefined : POSTCODE_INVALID_ON_BLUR
}

/** Upper case with one space before the inward code ("sw1a1aa" → "SW1A 1AA"). */
export function normalisePostcode(value: string): string {
  const compact = value.replace(/\s+/gu, '').toUpperCase()
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact
}

export function validateProperty(value: unknown): string | undefined {
  return asTrimmed(value) === '' ? PROPERTY_REQUIRED : undefined
}

/** The chosen address: an id or index; nothing chosen fails. */
export function validateAddressChoice(value: unknown): string | undefined {
  if (typeof value === 'number')
    return Number.isInteger(value) && value >= 0 ? undefined : ADDRESS_CHOICE_REQUIRED
  return asTrimmed(value) === '' ? ADDRESS_CHOICE_REQUIRED : undefined
}
