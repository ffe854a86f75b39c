/**
 * One error type for every upstream failure, mapped in one place from the response or the
 * transport error, with the specification's catalogue codes and messages (routes-account-offers §8).
 * @see https://github.com/panva/openid-client/blob/main/src/index.ts (ClientError, errorHandler)
 */
import { DEFAULT_ERROR, GENERIC_ERROR } from '../../../../../shared/validation/messages.ts'
import { isSchemaText } from '../../../../../shared/validation/schema-text.ts'

/** Default message for failures the user cannot fix (5xx, timeouts, bad responses). */
export const DEFAULT_MESSAGE = DEFAULT_ERROR
/** Fallback when a 4xx carries neither `description` nor `message`. */
export const FALLBACK_MESSAGE = GENERIC_ERROR

export const UPSTREAM_CODES = {
  cardNotRecognised: 'DN11',
  sessionUpgrade: 'DN57',
  deviceTwoFactor: '141',
  unauthorised: 'UNAUTHORISED',
  rejected: 'UPSTREAM_REJECTED',
  failed: 'UPSTREAM_ERROR',
  timeout: 'UPSTREAM_TIMEOUT',
  unavailable: 'UPSTREAM_UNAVAILABLE',
  badResponse: 'UPSTREAM_BAD_RESPONSE',
  invalidPathParam: 'INVALID_PATH_PARAM',
} as const

export type UpstreamCode = (typeof UPSTREAM_CODES)[keyof typeof UPSTREAM_CODES]

export type UpstreamErrorFields = {
  code: UpstreamCode
  status: number
  message: string
  /** The upstream's `description`, when it sent one. */
  description?: string
  /** The upstream's own error code (`errorCode` or `code`), as a string. */
  errorStatus?: string
  /** HTTP status the upstream answered with, when it answered. */
  upstreamStatus?: number
  /** DN57 only: where to send the collector to upgrade the session. */
  loginUrl?: string
  /** DN57 only: the token that goes with `loginUrl`. */
  token?: string
  /** 141 only: the pending two-factor login, for 2fa-check, 2fa-validate and 2fa-resend. */
  encryptedSessionJwt?: string
  cause?: unknown
}

export class UpstreamError extends Error {
  override name = 'UpstreamError'
  readonly code: UpstreamCode
  readonly status: number
  declare readonly description?: string
  declare readonly errorStatus?: string
  declare readonly upstreamStatus?: number
  declare readonly loginUrl?: string
  declare readonly token?: string
  declare readonly encryptedSessionJwt?: string

  constructor(fields: UpstreamErrorFields) {
    super(fields.message)
    this.code = fields.code
    this.status = fields.status
    if (fields.description !== undefined) this.description = fields.description
    if (fields.errorStatus !== undefined) this.errorStatus = fields.errorStatus
    if (fields.upstreamStatus !== undefined) this.upstreamStatus = fields.upstreamStatus
    // Non-enumerable: pino's error serializer copies enumerable keys only, so the DN57 token,
    // its login URL and the low-level cause (which may hold a request) never reach the log.
    hide(this, 'loginUrl', fields.loginUrl)
    hide(this, 'token', fields.token)
    hide(this, 'encryptedSessionJwt', fields.encryptedSessionJwt)
    hide(this, 'cause', fields.cause)
  }

  /** Fastify's default error handler reads `statusCode`. */
  get statusCode(): number {
    return this.status
  }
}

function hide(target: object, key: string, value: unknown) {
  if (value !== undefined) Object.defineProperty(target, key, { value, enumerable: false, writable: false })
}

type ErrorBody = { description?: unknown; message?: unknown; code?: unknown; errorCode?: unknown }

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined)
const codeText = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : text(value)

/** Maps a non-2xx upstream answer (already parsed, or undefined when not JSON) to an UpstreamError. */
export function errorFromResponse(status: number, body: unknown): UpstreamError {
  if (status >= 500) {
    return new UpstreamError({
      code: UPSTREAM_CODES.failed,
      status: 502,
      message: DEFAULT_MESSAGE,
      upstreamStatus: status,
    })
  }
  if (status < 400) {
    // A redirect is never followed and its Location never passed on (PRX-3).
    return new UpstreamError({
      code: UPSTREAM_CODES.badResponse,
      status: 502,
      message: DEFAULT_MESSAGE,
      upstreamStatus: status,
    })
  }
  const fields: ErrorBody = typeof body === 'object' && body !== null ? body : {}
  const code = codeText(fields.code)
  const errorCode = codeText(fields.errorCode)
  // The upstream's schema text ("body/token must …") is for its log, never for a person.
  const words = (value: unknown) => (isSchemaText(text(value)) ? undefined : text(value))
  const description = words(fields.description)
  const common = {
    status,
    upstreamStatus: status,
    message: description ?? words(fields.message) ?? FALLBACK_MESSAGE,
    description,
    errorStatus: errorCode ?? code,
  }
  const catalogue = catalogueCode(status, code, errorCode)
  if (catalogue === UPSTREAM_CODES.sessionUpgrade) {
    const upgrade = body as { loginUrl?: unknown; token?: unknown }
    return new UpstreamError({
      ...common,
      code: catalogue,
      loginUrl: text(upgrade.loginUrl),
      token: text(upgrade.token),
    })
  }
  if (catalogue === UPSTREAM_CODES.deviceTwoFactor) {
    const pending = body as { encryptedSessionJwt?: unknown }
    return new UpstreamError({
      ...common,
      code: catalogue,
      encryptedSessionJwt: text(pending.encryptedSessionJwt),
    })
  }
  return new UpstreamError({ ...common, code: catalogue })
}

function catalogueCode(status: number, code?: string, errorCode?: string): UpstreamCode {
  const codes = [code, errorCode]
  if (codes.includes('DN57') || (status === 400 && code === '57')) return UPSTREAM_CODES.sessionUpgrade
  if (codes.includes('DN11')) return UPSTREAM_CODES.cardNotRecognised
  if (codes.includes('141')) return UPSTREAM_CODES.deviceTwoFactor
  if (status === 401) return UPSTREAM_CODES.unauthorised
  return UPSTREAM_CODES.rejected
}

export const timeoutError = (cause: unknown) =>
  new UpstreamError({ code: UPSTREAM_CODES.timeout, status: 504, message: DEFAULT_MESSAGE, cause })

export const unavailableError = (cause: unknown) =>
  new UpstreamError({ code: UPSTREAM_CODES.unavailable, status: 503, message: DEFAULT_MESSAGE, cause })

export const badResponseError = (upstreamStatus?: number, cause?: unknown) =>
  new UpstreamError({
    code: UPSTREAM_CODES.badResponse,
    status: 502,
    message: DEFAULT_MESSAGE,
    upstreamStatus,
    cause,
  })
