/** Card check, email, card number and password-login rules (section 5 of both specifications). */
import { CARD_CHECK_ANSWERS, type CardCheckAnswer } from '../constants/journey.ts'
import { CARD_NUMBER_LENGTH, EMAIL_MAX } from '../constants/limits.ts'
import type { FieldRule } from './field-rule.ts'
import { asText, asTrimmed } from './field-rule.ts'
import {
  CARD_CHECK_REQUIRED,
  cardNumberInvalid,
  cardNumberLength,
  cardNumberRequired,
  DEFAULT_SCHEME_NAME,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  PASSWORD_LOGIN_REQUIRED,
} from './messages.ts'

/**
 * A standard address: a dot-separated local part of the characters HTML's email input
 * allows, an at-sign, and a domain of at least two labels ending in a 2 to 63 letter TLD.
 */
export const EMAIL_REGEX =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/u

export const CARD_NUMBER_REGEX = /^[0-9]{11}$/u

export function validateCardCheck(value: unknown): string | undefined {
  return CARD_CHECK_ANSWERS.includes(value as CardCheckAnswer) ? undefined : CARD_CHECK_REQUIRED
}

export function validateEmail(value: unknown): string | undefined {
  const email = asTrimmed(value)
  if (email === '') return EMAIL_REQUIRED
  return email.length <= EMAIL_MAX && EMAIL_REGEX.test(email) ? undefined : EMAIL_INVALID
}

/** Missing, then not only digits, then not 11 digits; messages name the scheme's card. */
export function validateCardNumber(value: unknown, schemeName = DEFAULT_SCHEME_NAME): string | undefined {
  const cardNumber = asTrimmed(value)
  if (cardNumber === '') return cardNumberRequired(schemeName)
  if (!/^[0-9]+$/u.test(cardNumber)) return cardNumberInvalid(schemeName)
  return cardNumber.length === CARD_NUMBER_LENGTH ? undefined : cardNumberLength(schemeName)
}

/** The card-number rule as a field rule for the configured scheme name. */
export const cardNumberRule =
  (schemeName = DEFAULT_SCHEME_NAME): FieldRule =>
  (value) =>
    validateCardNumber(value, schemeName)

/** Password login: only emptiness is checked here (white space may be part of a password). */
export function validatePasswordLogin(value: unknown): string | undefined {
  return asText(value) === '' ? PASSWORD_LOGIN_REQUIRED : undefined
}
