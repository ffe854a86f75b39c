/**
 * Error codes and default messages of both specifications' error catalogue (§8), and how a
 * screen picks the message of an error response.
 */
import { DEFAULT_ERROR, GENERIC_ERROR } from '../validation/messages.ts'
import type { ErrorResponse } from './common.ts'

export const ERROR_CODES = {
  /** The card number is not recognised. */
  cardNotRecognised: 'DN11',
  /** The session must be upgraded: a 400 with code 57 sends the user to identity login. */
  sessionUpgrade: 'DN57',
  /** The device needs two-factor authentication. */
  deviceTwoFactor: '141',
  /** Field rules failed; `fields` holds each field's message. */
  validation: 'VALIDATION',
} as const

/** The numeric code a DN57 response carries beside its error code. */
const SESSION_UPGRADE_STATUS_CODE = 57

export { DEFAULT_ERROR as DEFAULT_ERROR_MESSAGE, GENERIC_ERROR as GENERIC_ERROR_MESSAGE }

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined)

/**
 * The message to show for an error body: its description, else its message, else the
 * fallback ("Something went wrong. Try again" unless the screen gives another).
 */
export function errorMessage(body: unknown, fallback: string = GENERIC_ERROR): string {
  if (typeof body !== 'object' || body === null) return fallback
  const { description, message } = body as Record<string, unknown>
  return text(description) ?? text(message) ?? fallback
}

/** A 400 with code 57 and error code DN57: go to identity login with its loginUrl and token. */
export function isSessionUpgrade(status: number, body: unknown): boolean {
  if (status !== 400 || typeof body !== 'object' || body === null) return false
  const { code, errorCode } = body as Record<string, unknown>
  return String(code) === String(SESSION_UPGRADE_STATUS_CODE) && errorCode === ERROR_CODES.sessionUpgrade
}

/** The gateway's 400 for failed field rules. */
export function validationError(fields: Readonly<Record<string, string>>): ErrorResponse {
  const [first] = Object.values(fields)
  return { code: ERROR_CODES.validation, message: first ?? DEFAULT_ERROR, fields: { ...fields } }
}
