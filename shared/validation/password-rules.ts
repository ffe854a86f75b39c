/**
 * Password creation rules, each reportable on its own for the live checklist (section 5 of
 * both specifications). The specifications give the rules but not their wording; the labels
 * below read both as a checklist line and as a field error. Whether the password differs
 * from the previous one is for the server to say (pwdValidity).
 */
import { PASSWORD_MIN } from '../constants/limits.ts'
import type { FieldRule } from './field-rule.ts'
import { asText } from './field-rule.ts'
import { PASSWORDS_DO_NOT_MATCH } from './messages.ts'

export type PersonalDetails = { firstName?: string; lastName?: string; email?: string }

export const PASSWORD_RULE_IDS = [
  'minLength',
  'uppercase',
  'lowercase',
  'digit',
  'special',
  'noSpaces',
  'noPersonalDetails',
] as const
export type PasswordRuleId = (typeof PASSWORD_RULE_IDS)[number]

export const PASSWORD_RULE_LABELS: Readonly<Record<PasswordRuleId, string>> = {
  minLength: `Use at least ${PASSWORD_MIN} characters`,
  uppercase: 'Include an uppercase letter',
  lowercase: 'Include a lowercase letter',
  digit: 'Include a number',
  special: 'Include a special character',
  noSpaces: 'Do not use spaces',
  noPersonalDetails: 'Do not use your name or the first part of your email address',
}

/** The part of an e-mail address before the (last) at-sign; empty when there is none. */
export const emailLocalPart = (email: string): string => {
  const at = email.lastIndexOf('@')
  return at > 0 ? email.slice(0, at) : ''
}

function containsPersonalDetails(password: string, details: PersonalDetails): boolean {
  const lower = password.toLowerCase()
  const parts = [details.firstName ?? '', details.lastName ?? '', emailLocalPart(details.email?.trim() ?? '')]
  // An empty part would be "contained" in every password, so only real values count.
  return parts.map((part) => part.trim().toLowerCase()).some((part) => part !== '' && lower.includes(part))
}

/** Every rule with whether the password passes it, in checklist order. */
export function checkPassword(
  value: unknown,
  details: PersonalDetails = {},
): Record<PasswordRuleId, boolean> {
  const password = asText(value)
  return {
    minLength: password.length >= PASSWORD_MIN,
    uppercase: /\p{Lu}/u.test(password),
    lowercase: /\p{Ll}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    special: /[^\p{L}\p{N}\s]/u.test(password),
    noSpaces: !/\s/u.test(password),
    noPersonalDetails: !containsPersonalDetails(password, details),
  }
}

/** The label of the first rule the password breaks, or undefined when all pass. */
export function validatePassword(value: unknown, details: PersonalDetails = {}): string | undefined {
  const checks = checkPassword(value, details)
  const failed = PASSWORD_RULE_IDS.find((id) => !checks[id])
  return failed && PASSWORD_RULE_LABELS[failed]
}

/** The confirmation must equal the password exactly. */
export function validatePasswordConfirmation(confirmation: unknown, password: unknown): string | undefined {
  return asText(confirmation) === asText(password) ? undefined : PASSWORDS_DO_NOT_MATCH
}

/**
 * Field rules for a body with `password` (and `confirmPassword`): personal details come from
 * the session when given, else from the body's firstName, lastName and email.
 */
export const passwordRule =
  (details?: PersonalDetails): FieldRule =>
  (value, body) =>
    validatePassword(
      value,
      details ?? {
        firstName: asText(body.firstName),
        lastName: asText(body.lastName),
        email: asText(body.email),
      },
    )

export const passwordConfirmationRule =
  (passwordField = 'password'): FieldRule =>
  (value, body) =>
    validatePasswordConfirmation(value, body[passwordField])
