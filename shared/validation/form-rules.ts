/**
 * The rule set of each form, keyed by the body field names the specifications' calls use.
 * The client validates a form with these and the gateway answers a 400 with the same
 * messages: `validateFields(customerDetailsRules(), body)`.
 */
import { validateAddressChoice, validatePostcode, validateProperty } from './address-rules.ts'
import { validateBusinessName, validateCategory, validateEmployees } from './business-rules.ts'
import { validateTempCardPrivacy, validateTempCardTerms, validateTermsAgreed } from './consent-rules.ts'
import { dateOfBirthRule } from './date-of-birth.ts'
import type { FieldRules } from './field-rule.ts'
import { cardNumberRule, validateCardCheck, validateEmail, validatePasswordLogin } from './identity-rules.ts'
import { type PersonalDetails, passwordConfirmationRule, passwordRule } from './password-rules.ts'
import {
  validateFirstName,
  validateLastName,
  validateMemorableName,
  validateMobileNumber,
  validateTitle,
} from './person-rules.ts'

export const cardCheckRules = { existingCard: validateCardCheck } satisfies FieldRules

export const emailRules = { email: validateEmail } satisfies FieldRules

export const cardNumberRules = (schemeName?: string) =>
  ({ cardNumber: cardNumberRule(schemeName) }) satisfies FieldRules

export const passwordLoginRules = { password: validatePasswordLogin } satisfies FieldRules

export const businessDetailsRules = {
  name: validateBusinessName,
  employees: validateEmployees,
  category: validateCategory,
} satisfies FieldRules

export const customerDetailsRules = (now?: () => Date) =>
  ({
    title: validateTitle,
    firstName: validateFirstName,
    lastName: validateLastName,
    dateOfBirth: dateOfBirthRule(now),
  }) satisfies FieldRules

export const addressLookupRules = {
  building: validateProperty,
  postcode: validatePostcode,
} satisfies FieldRules

export const addressChoiceRules = { address: validateAddressChoice } satisfies FieldRules

export const phoneNumberRules = {
  memorableName: validateMemorableName,
  phoneNumber: validateMobileNumber,
} satisfies FieldRules

/** Personal details come from the registration session on the gateway. */
export const createPasswordRules = (details?: PersonalDetails) =>
  ({
    password: passwordRule(details),
    confirmPassword: passwordConfirmationRule('password'),
  }) satisfies FieldRules

export const termsRules = { agreed: validateTermsAgreed } satisfies FieldRules

export const tempCardRules = {
  email: validateEmail,
  terms: validateTempCardTerms,
  privacy: validateTempCardPrivacy,
} satisfies FieldRules

/** Showing a card number signed out: who the collector is. */
export const retrieveCardRules = (now?: () => Date) =>
  ({
    email: validateEmail,
    lastName: validateLastName,
    dateOfBirth: dateOfBirthRule(now),
  }) satisfies FieldRules

/** Replacing a card signed out: who the collector is and where the card goes. */
export const replaceCardRules = (now?: () => Date) =>
  ({
    dateOfBirth: dateOfBirthRule(now),
    lastName: validateLastName,
    postcode: validatePostcode,
  }) satisfies FieldRules
