/**
 * The provider's discovered configuration, fetched once and kept. A failed discovery is not
 * cached: the next sign-in tries again, and meanwhile it is retried in the background with
 * exponential backoff, so that sign-in works again as soon as the provider is back, without a
 * collector having to wait through the failing attempt.
 */
import { outsideRequest } from '../upstream/request-deadline.ts'

export type DiscoveryOptions = {
  /** Delay before the first background retry; doubles up to `maxRetryMs`. */
  firstRetryMs?: number
  maxRetryMs?: number
  onRetryFailed?: (error: unknown) => void
}

export function cachedDiscovery<T>(discover: () => Promise<T>, options: DiscoveryOptions = {}) {
  const { firstRetryMs = 1000, maxRetryMs = 60_000, onRetryFailed } = options
  let current: Promise<T> | undefined
  let nextDelay = firstRetryMs
  let timer: NodeJS.Timeout | undefined
  let closed = false

  function scheduleRetry() {
    if (timer || closed) return
    const delay = nextDelay
    nextDelay = Math.min(nextDelay * 2, maxRetryMs)
    // The timer would keep the context of the request whose discovery failed, deadline included:
    // a background retry is no request's, and has the whole identity timeout.
    timer = outsideRequest(() =>
      setTimeout(() => {
        timer = undefined
        get().catch(onRetryFailed)
      }, delay),
    )
    // A pending retry never keeps the process alive.
    timer.unref()
  }

  function get(): Promise<T> {
    current ??= discover().then(
      (value) => {
        nextDelay = firstRetryMs
        return value
      },
      (error: unknown) => {
        current = undefined
        scheduleRetry()
        throw error
      },
    )
    return current
  }

  return {
    get,
    close() {
      closed = true
      clearTimeout(timer)
    },
  }
}
