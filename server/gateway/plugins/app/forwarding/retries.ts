/**
 * A forward without a body (GET, HEAD) is sent again on a connection failure or a 502/503/504, as
 * the upstream client repeats its idempotent calls (PRX-3): at most the family's retries, with the
 * same backoff and `Retry-After`, and every wait inside the forward's one deadline. Anything with
 * a body (the provider's login form) goes once.
 */
import type { Dispatcher } from 'undici'
import { DEFAULT_RETRY_POLICY, isConnectionError, realSleep, retryDelayMs } from '../upstream/retry.ts'

export type RetryOptions = {
  retries: number
  /** The forward's deadline: a wait that would outlast it ends the forward instead. */
  signal: AbortSignal
  onAttempt?: (attempt: number) => void
}

export async function sendWithRetries(
  send: () => Promise<Dispatcher.ResponseData>,
  { retries, signal, onAttempt }: RetryOptions,
): Promise<Dispatcher.ResponseData> {
  const delay = (outcome: Parameters<typeof retryDelayMs>[0], attempt: number) =>
    attempt > retries || signal.aborted
      ? undefined
      : retryDelayMs(outcome, attempt, DEFAULT_RETRY_POLICY, Math.random)
  for (let attempt = 1; ; attempt += 1) {
    onAttempt?.(attempt)
    let response: Dispatcher.ResponseData
    try {
      response = await send()
    } catch (error) {
      const wait = delay({ error, retryable: isConnectionError(error) }, attempt)
      if (wait === undefined) throw error
      await realSleep(wait, signal)
      continue
    }
    const wait = delay({ status: response.statusCode, headers: response.headers }, attempt)
    if (wait === undefined) return response
    // The failed answer's body is dropped so that its connection goes back to the pool.
    await response.body.dump()
    await realSleep(wait, signal)
  }
}
