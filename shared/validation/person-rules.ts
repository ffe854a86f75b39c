/** Title, names, mobile number and memorable word (registration specification section 5). */
import { TITLE_OPTIONS, type Title } from '../constants/catalogue.ts'
import { FIRST_NAME_MAX, LAST_NAME_MAX, MEMORABLE_NAME_MAX } from '../constants/limits.ts'
import { asTrimmed } from './field-rule.ts'
import {
  FIRST_NAME_REQUIRED,
  FIRST_NAME_TOO_LONG,
  LAST_NAME_REQUIRED,
  LAST_NAME_TOO_LONG,
  MEMORABLE_NAME_REQUIRED,
  MEMORABLE_NAME_TOO_LONG,
  MOBILE_REQUIRED,
  NAME_CHARACTERS,
  TITLE_REQUIRED,
} from './messages.ts'

/**
 * Letters (any script, with their combining marks), dashes, apostrophes (straight or curly)
 * and spaces. Everything else fails, including the underscore, dot, comma, backslash,
 * backtick, caret and brackets the specification names, and digits.
 */
export const NAME_REGEX = /^[\p{L}\p{M}' \u2019-]+$/u

export function validateTitle(value: unknown): string | undefined {
  return TITLE_OPTIONS.includes(value as Title) ? undefined : TITLE_REQUIRED
}

/** The character rule alone, for fields that reuse it. */
export function validateNameCharacters(value: unknown): string | undefined {
  const name = asTrimmed(value)
  return name === '' || NAME_REGEX.test(name) ? undefined : NAME_CHARACTERS
}

function validateName(value: unknown, required: string, max: number, tooLong: string): string | undefined {
  const name = asTrimmed(value)
  if (name === '') return required
  return validateNameCharacters(name) ?? (name.length > max ? tooLong : undefined)
}

export function validateFirstName(value: unknown): string | undefined {
  return validateName(value, FIRST_NAME_REQUIRED, FIRST_NAME_MAX, FIRST_NAME_TOO_LONG)
}

export function validateLastName(value: unknown): string | undefined {
  return validateName(value, LAST_NAME_REQUIRED, LAST_NAME_MAX, LAST_NAME_TOO_LONG)
}

/** Only presence is checked here; the phone-check call validates the number itself. */
export function validateMobileNumber(value: unknown): string | undefined {
  return asTrimmed(value) === '' ? MOBILE_REQUIRED : undefined
}

export function validateMemorableName(value: unknown): string | undefined {
  const word = asTrimmed(value)
  if (word === '') return MEMORABLE_NAME_REQUIRED
  return word.length > MEMORABLE_NAME_MAX ? MEMORABLE_NAME_TOO_LONG : undefined
}
