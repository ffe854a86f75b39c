/**
 * When and how long to wait before another attempt (PRX-3): only connection failures and
 * 502/503/504, exponential backoff with full jitter, `Retry-After` in both of its forms.
 * @see https://github.com/ministryofjustice/hmpps-typescript-lib/blob/main/packages/rest-client/src/main/RestClient.ts (handleRetry)
 * @see https://github.com/panva/openid-client/blob/main/src/index.ts (handleRetryAfter)
 */
import { setTimeout as delay } from 'node:timers/promises'

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>

export const realSleep: Sleep = async (ms, signal) => {
  await delay(ms, undefined, signal ? { signal } : undefined)
}

/** Methods that may be repeated without asking; anything else needs `retry: true`. */
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])

/** A 500 means the upstream ran the request and failed: repeating it is not safe. */
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504])

/** Failures before a response was complete, where the upstream was not reached or dropped us. */
const CONNECTION_CODES: ReadonlySet<string> = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
])

/** Undici's own timeouts; the per-attempt AbortSignal is recognised by the caller. */
const TIMEOUT_CODES: ReadonlySet<string> = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT'])

const codeOf = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null) return undefined
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') return code
  return codeOf((error as { cause?: unknown }).cause)
}

export const isConnectionError = (error: unknown) => CONNECTION_CODES.has(codeOf(error) ?? '')
export const isTimeoutError = (error: unknown) => TIMEOUT_CODES.has(codeOf(error) ?? '')

/** Full jitter: a random wait between 0 and base·2^(retry-1), capped (AWS architecture blog, 2015). */
export function backoffMs(retry: number, random: () => number, baseMs: number, maxMs: number): number {
  return Math.floor(random() * Math.min(maxMs, baseMs * 2 ** (retry - 1)))
}

/**
 * `Retry-After` as milliseconds: delay-seconds or an HTTP-date (RFC 9110 §10.2.3).
 * Undefined when absent or unreadable; a date in the past gives 0.
 */
export function retryAfterMs(value: string | undefined, now: number): number | undefined {
  const trimmed = value?.trim()
  if (!trimmed) return undefined
  if (/^\d+$/.test(trimmed)) return Number.parseInt(trimmed, 10) * 1000
  // Every HTTP-date form names its day and month; this keeps Date.parse from reading '-5' as a year.
  if (!/[A-Za-z]{3}/.test(trimmed)) return undefined
  const date = Date.parse(trimmed)
  if (!Number.isFinite(date)) return undefined
  return Math.max(0, date - now)
}

export type RetryPolicy = { backoffBaseMs: number; backoffMaxMs: number; maxRetryAfterMs: number }

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  backoffBaseMs: 100,
  backoffMaxMs: 2000,
  maxRetryAfterMs: 5000,
}

type Attempted = { error: unknown; retryable: boolean } | { status: number; headers: Record<string, unknown> }

/**
 * How long to wait before the next attempt, or undefined for no retry. A `Retry-After` longer
 * than the policy allows ends the retries: waiting less would not honour it, waiting more would
 * break the caller's time budget.
 */
export function retryDelayMs(outcome: Attempted, retry: number, policy: RetryPolicy, random: () => number) {
  const retryable = 'error' in outcome ? outcome.retryable : RETRYABLE_STATUSES.has(outcome.status)
  if (!retryable) return undefined
  const jitter = backoffMs(retry, random, policy.backoffBaseMs, policy.backoffMaxMs)
  if ('error' in outcome) return jitter
  const header = outcome.headers['retry-after']
  const after = retryAfterMs(typeof header === 'string' ? header : undefined, Date.now())
  if (after === undefined) return jitter
  if (after > policy.maxRetryAfterMs) return undefined
  return Math.max(after, jitter)
}
