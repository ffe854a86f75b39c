/** Agreement boxes and feedback text (section 5 of both specifications). */
import { FEEDBACK_MAX } from '../constants/limits.ts'
import { asText } from './field-rule.ts'
import {
  FEEDBACK_REQUIRED,
  FEEDBACK_TOO_LONG,
  TEMP_CARD_PRIVACY_REQUIRED,
  TEMP_CARD_TERMS_REQUIRED,
  TERMS_REQUIRED,
} from './messages.ts'

/** Only a real `true` counts as ticked (not "true", not 1). */
const ticked = (value: unknown) => value === true

/** Registration terms screen: the agreement box. */
export function validateTermsAgreed(value: unknown): string | undefined {
  return ticked(value) ? undefined : TERMS_REQUIRED
}

/** Temporary card: the terms box. */
export function validateTempCardTerms(value: unknown): string | undefined {
  return ticked(value) ? undefined : TEMP_CARD_TERMS_REQUIRED
}

/** Temporary card: the privacy box (also confirms age 18 or over and UK residence). */
export function validateTempCardPrivacy(value: unknown): string | undefined {
  return ticked(value) ? undefined : TEMP_CARD_PRIVACY_REQUIRED
}

/** Feedback text: something to send, at most 10000 characters. */
export function validateFeedback(value: unknown): string | undefined {
  const text = asText(value)
  if (text.trim() === '') return FEEDBACK_REQUIRED
  return text.length > FEEDBACK_MAX ? FEEDBACK_TOO_LONG : undefined
}
