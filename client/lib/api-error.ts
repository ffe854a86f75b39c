/** The one error type the client's API module throws: the gateway's `{ code, message }` plus the status. */
import { DEFAULT_ERROR } from '../../shared/validation/default-error.ts'
import { INVALID_FIELD, INVALID_REQUEST, isSchemaText } from '../../shared/validation/schema-text.ts'

/** The specification's default message when a response carries none. */
export const DEFAULT_ERROR_MESSAGE = DEFAULT_ERROR

export class ApiError extends Error {
  override name = 'ApiError'
  /** HTTP status; 0 when no response arrived (network failure or timeout). */
  readonly status: number
  /** The gateway's stable code, or NETWORK_ERROR / TIMEOUT / HTTP_<status> when it sent none. */
  readonly code: string
  /** The whole error body, for fields some calls add (per-field messages, the step to go to). */
  readonly details: Readonly<Record<string, unknown>>

  constructor(
    status: number,
    code: string,
    message: string,
    options?: ErrorOptions & { details?: Readonly<Record<string, unknown>> },
  ) {
    super(message, options)
    this.status = status
    this.code = code
    this.details = options?.details ?? {}
  }
}

type ErrorBody = { code?: unknown; message?: unknown; description?: unknown; fields?: unknown }

/** Reads `{ code, message }` from an error response; the description wins over the message (spec). */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as ErrorBody | null
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined)
  const code =
    text(body?.code) ?? (typeof body?.code === 'number' ? String(body.code) : `HTTP_${response.status}`)
  // Words only: a schema validator's text never reaches a page, whoever answered.
  const words = (value: unknown) => (isSchemaText(text(value)) ? INVALID_REQUEST : text(value))
  return new ApiError(
    response.status,
    code,
    words(body?.description) ?? words(body?.message) ?? DEFAULT_ERROR_MESSAGE,
    {
      details: typeof body === 'object' && body !== null ? withPlainFields(body) : {},
    },
  )
}

/** Per-field messages (forms show them under their fields) with any schema text replaced. */
function withPlainFields(body: Record<string, unknown>): Record<string, unknown> {
  const { fields } = body
  if (typeof fields !== 'object' || fields === null) return body
  const plain = Object.entries(fields).map(([field, message]) => [
    field,
    typeof message === 'string' && !isSchemaText(message) ? message : INVALID_FIELD,
  ])
  return { ...body, fields: Object.fromEntries(plain) }
}
