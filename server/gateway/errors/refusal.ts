/**
 * An expected refusal: one of the route's declared error answers (shared/contract), thrown from
 * wherever the route finds it and answered by the one error handler (app.ts) with its status and
 * body `{ code, message, ...details }`. Its message is the one to show, never an internal detail.
 * @see https://github.com/panva/openid-client/blob/main/src/index.ts (ClientError, errorHandler)
 */
import { validationError } from '../../../shared/contract/errors.ts'
import { type FieldRules, validateFields } from '../../../shared/validation/field-rule.ts'

export class Refusal extends Error {
  override name = 'Refusal'
  readonly statusCode: number
  readonly code: string
  /**
   * The answer's other fields: per-field messages, the step to go to, a one-time login token.
   * Not enumerable, so the error's log line never carries them (SES-9).
   */
  declare readonly details: Readonly<Record<string, unknown>>

  constructor(
    statusCode: number,
    code: string,
    message: string,
    details: Readonly<Record<string, unknown>> = {},
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.statusCode = statusCode
    this.code = code
    Object.defineProperty(this, 'details', { value: details, enumerable: false })
  }

  /** The answer's body, as the route declares it. */
  get body(): { code: string; message: string } & Readonly<Record<string, unknown>> {
    return { ...this.details, code: this.code, message: this.message }
  }
}

/** 400 VALIDATION: each field's message (the client's own rules), the first as the message. */
export function invalidFields(fields: Readonly<Record<string, string>>): Refusal {
  const { code, message, ...details } = validationError(fields)
  return new Refusal(400, code, message, details)
}

/** Runs the shared field rules (the client's own); on failure a 400 VALIDATION with each field's message. */
export function checkFields(rules: FieldRules, body: unknown): void {
  const fields = validateFields(rules, body) as Record<string, string>
  if (Object.keys(fields).length > 0) throw invalidFields(fields)
}
