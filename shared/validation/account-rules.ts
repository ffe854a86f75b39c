/**
 * The account pages' forms (routes specification §5): name, new e-mail, new mobile, the security
 * code, the password change and the additional details. The page validates with these and the
 * gateway answers a 400 with the same messages.
 */
import {
  DIETARY_PREFERENCES,
  HOUSEHOLD_SIZE_MAX,
  HOUSEHOLD_SIZE_MIN,
} from '../constants/additional-details.ts'
import { dateOfBirthRule } from './date-of-birth.ts'
import { asTrimmed, type FieldRules } from './field-rule.ts'
import { validateEmail } from './identity-rules.ts'
import { MOBILE_REQUIRED } from './messages.ts'
import { type PersonalDetails, passwordConfirmationRule, passwordRule } from './password-rules.ts'
import { validateFirstName, validateLastName, validateTitle } from './person-rules.ts'

export const SECURITY_CODE_REQUIRED = 'Enter the 6-digit code'
export const SECURITY_CODE_FORMAT = 'The code is 6 numbers'
export const MOBILE_FORMAT = 'Enter a valid mobile number'
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password'
export const HOUSEHOLD_SIZE_RANGE = `Enter a number from ${HOUSEHOLD_SIZE_MIN} to ${HOUSEHOLD_SIZE_MAX}`
const DIETARY_PREFERENCE_CHOICE = 'Choose one of the options'

/** Digits only, spaces allowed between them; a leading 0 is the trunk prefix. */
const MOBILE_NUMBER_REGEX = /^0?[0-9]{6,14}$/u

export const normaliseMobileNumber = (value: string) => value.replace(/[\s-]/gu, '')

function validateMobileChange(value: unknown): string | undefined {
  const number = normaliseMobileNumber(asTrimmed(value))
  if (number === '') return MOBILE_REQUIRED
  return MOBILE_NUMBER_REGEX.test(number) ? undefined : MOBILE_FORMAT
}

function validateSecurityCode(value: unknown): string | undefined {
  const code = asTrimmed(value)
  if (code === '') return SECURITY_CODE_REQUIRED
  return /^[0-9]{6}$/u.test(code) ? undefined : SECURITY_CODE_FORMAT
}

export const nameChangeRules = {
  title: validateTitle,
  firstName: validateFirstName,
  lastName: validateLastName,
} satisfies FieldRules

export const emailChangeRules = { email: validateEmail } satisfies FieldRules

export const mobileChangeRules = { phoneNumber: validateMobileChange } satisfies FieldRules

export const securityCodeRules = { code: validateSecurityCode } satisfies FieldRules

/** The collector's names and address are what the new password must not contain. */
export const changePasswordRules = (details: PersonalDetails) =>
  ({
    currentPassword: (value) => (asTrimmed(value) === '' ? CURRENT_PASSWORD_REQUIRED : undefined),
    password: passwordRule(details),
    confirmPassword: passwordConfirmationRule('password'),
  }) satisfies FieldRules

/** Every additional detail is optional; one given must be valid. */
export const additionalDetailsRules = (now?: () => Date) => {
  const dateOfBirth = dateOfBirthRule(now)
  return {
    dateOfBirth: (value, body) => (asTrimmed(value) === '' ? undefined : dateOfBirth(value, body)),
    householdSize: (value) => {
      const text = asTrimmed(value)
      if (text === '') return undefined
      const size = Number(text)
      return /^[0-9]+$/u.test(text) && size >= HOUSEHOLD_SIZE_MIN && size <= HOUSEHOLD_SIZE_MAX
        ? undefined
        : HOUSEHOLD_SIZE_RANGE
    },
    dietaryPreference: (value) => {
      const text = asTrimmed(value)
      return text === '' || DIETARY_PREFERENCES.includes(text) ? undefined : DIETARY_PREFERENCE_CHOICE
    },
  } satisfies FieldRules
}
