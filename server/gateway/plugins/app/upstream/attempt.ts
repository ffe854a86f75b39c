/**
 * One HTTP exchange with the upstream under its own timeout signal. Transport failures come back
 * as classified UpstreamErrors (timeout, unavailable) rather than thrown, so the caller decides
 * about retries; only the caller's own abort is thrown as is.
 * @see https://undici.nodejs.org/#/docs/api/Dispatcher?id=dispatcherrequestoptions-callback
 */
import type { Dispatcher, Pool } from 'undici'
import { badResponseError, timeoutError, unavailableError } from './errors.ts'
import { isConnectionError, isTimeoutError } from './retry.ts'

export type AttemptInit = {
  method: Dispatcher.HttpMethod
  path: string
  headers: Record<string, string>
  body: string | undefined
  timeoutMs: number
  signal: AbortSignal | undefined
}

export type Outcome =
  | { status: number; headers: Record<string, string | string[] | undefined>; text: string }
  | { error: Error; retryable: boolean }

export async function attempt(pool: Pool, init: AttemptInit): Promise<Outcome> {
  const timeout = AbortSignal.timeout(init.timeoutMs)
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout
  try {
    // undici's request() never follows redirects: a 3xx comes back as it is (PRX-3).
    const response = await pool.request({
      method: init.method,
      path: init.path,
      headers: init.headers,
      body: init.body,
      signal,
    })
    const text = await response.body.text()
    return { status: response.statusCode, headers: response.headers, text }
  } catch (error) {
    if (init.signal?.aborted) throw init.signal.reason
    return classify(error, timeout.aborted)
  }
}

function classify(error: unknown, timedOut: boolean): Outcome {
  if (timedOut || isTimeoutError(error)) return { error: timeoutError(error), retryable: false }
  if (isConnectionError(error)) return { error: unavailableError(error), retryable: true }
  if ((error as { code?: unknown } | null)?.code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE') {
    return { error: badResponseError(undefined, error), retryable: false }
  }
  return { error: unavailableError(error), retryable: false }
}
