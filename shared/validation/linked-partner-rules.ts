/** The link form's fields (routes specification §3 linked partner account): member number, surname, PIN. */
import { LAST_NAME_MAX } from '../constants/limits.ts'
import { CONVERSION_MAX_POINTS } from '../constants/linked-partners.ts'
import { asTrimmed, type FieldRules } from './field-rule.ts'
import { NAME_REGEX } from './person-rules.ts'

/** A partner membership number: 8 digits, as the airline prints it on its card. */
const MEMBER_NUMBER_REGEX = /^[0-9]{8}$/
const PARTNER_PIN_REGEX = /^[0-9]{4}$/

export const MEMBER_NUMBER_REQUIRED = 'Enter your membership number'
export const MEMBER_NUMBER_INVALID = 'Enter a membership number that has 8 numbers'
export const SURNAME_REQUIRED = 'Enter your surname as it appears on your membership'
export const SURNAME_INVALID = 'Surname can only include letters, spaces, hyphens and apostrophes'
const PIN_REQUIRED = 'Enter your 4-digit PIN'
export const PIN_INVALID = 'Your PIN has 4 numbers'
/** Not in the specifications: a conversion's amount outside 1 to CONVERSION_MAX_POINTS. */
export const POINTS_OUT_OF_RANGE = `Enter a number of points from 1 to ${CONVERSION_MAX_POINTS.toLocaleString('en-GB')}`

function validateMemberNumber(value: unknown): string | undefined {
  const number = asTrimmed(value)
  if (number === '') return MEMBER_NUMBER_REQUIRED
  return MEMBER_NUMBER_REGEX.test(number) ? undefined : MEMBER_NUMBER_INVALID
}

function validateSurname(value: unknown): string | undefined {
  const surname = asTrimmed(value)
  if (surname === '') return SURNAME_REQUIRED
  return NAME_REGEX.test(surname) && surname.length <= LAST_NAME_MAX ? undefined : SURNAME_INVALID
}

function validatePartnerPin(value: unknown): string | undefined {
  const pin = asTrimmed(value)
  if (pin === '') return PIN_REQUIRED
  return PARTNER_PIN_REGEX.test(pin) ? undefined : PIN_INVALID
}

/** Each operation's fields: manual and aoi by surname, login by PIN, link (a relink) by number only. */
export const LINK_FORM_RULES = {
  manual: { memberNumber: validateMemberNumber, surname: validateSurname },
  aoi: { memberNumber: validateMemberNumber, surname: validateSurname },
  login: { memberNumber: validateMemberNumber, pin: validatePartnerPin },
  link: { memberNumber: validateMemberNumber },
} as const satisfies Record<string, FieldRules>
