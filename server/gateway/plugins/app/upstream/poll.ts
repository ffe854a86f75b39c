/**
 * Server-side status polling with hard limits (PRX-4): at most `maxAttempts` calls, a wait
 * between them that may grow, and an overall signal that ends the loop early. The loop always
 * returns a terminal result; a failing call ends it by throwing. Within a request, a wait that
 * would outlast the request's deadline is not made: the loop fails at once with the timeout the
 * next call would meet (request-deadline.ts).
 * @see https://github.com/panva/openid-client/blob/main/src/index.ts (pollDeviceAuthorizationGrant)
 */
import { timeoutError } from './errors.ts'
import { deadlinePassed, remainingMs } from './request-deadline.ts'
import { realSleep, type Sleep } from './retry.ts'

export type PollOptions<T> = {
  /** Wait before the second attempt (the specification's status polling: every 2 seconds). */
  intervalMs: number
  maxAttempts: number
  /** Overall limit, e.g. `AbortSignal.timeout(…)` or the request's close signal. */
  signal?: AbortSignal
  isDone: (value: T) => boolean
  /** Each wait is the previous one times this (1 = fixed interval). */
  factor?: number
  maxIntervalMs?: number
  sleep?: Sleep
}

export type PollResult<T> =
  | { status: 'done'; value: T; attempts: number }
  | { status: 'exhausted'; value: T; attempts: number }
  | { status: 'aborted'; value: T | undefined; attempts: number }

export async function poll<T>(
  fn: (attempt: number, signal: AbortSignal | undefined) => Promise<T>,
  options: PollOptions<T>,
): Promise<PollResult<T>> {
  const { intervalMs, maxAttempts, signal, isDone, factor = 1, sleep = realSleep } = options
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
    throw new RangeError('maxAttempts must be a positive integer')
  const maxIntervalMs = options.maxIntervalMs ?? intervalMs * 10
  let value: T | undefined
  let wait = intervalMs
  for (let attempts = 1; ; attempts += 1) {
    if (signal?.aborted) return { status: 'aborted', value, attempts: attempts - 1 }
    try {
      value = await fn(attempts, signal)
    } catch (error) {
      if (signal?.aborted) return { status: 'aborted', value, attempts }
      throw error
    }
    if (isDone(value)) return { status: 'done', value, attempts }
    if (attempts >= maxAttempts) return { status: 'exhausted', value, attempts }
    if (wait >= remainingMs()) throw timeoutError(deadlinePassed())
    try {
      await sleep(wait, signal)
    } catch (error) {
      if (signal?.aborted) return { status: 'aborted', value, attempts }
      throw error
    }
    wait = Math.min(maxIntervalMs, wait * factor)
  }
}
