/**
 * How the gateway reaches the identity provider: URLs under the public origin's /oidc go straight
 * to the upstream that serves them (as the browser forward does), within the identity timeout,
 * and not at all while the provider's circuit breaker is open (provider-breaker.ts).
 */
import type * as client from 'openid-client'
import type { Config } from '../../../../../config/env.ts'
import { upstreamsOf } from '../../../../../config/upstreams.ts'
import { deadlineSignal, remainingMs } from '../upstream/request-deadline.ts'
import type { ProviderBreaker } from './provider-breaker.ts'

/** Where a provider URL is fetched from: the upstream's own address when it is behind our forward. */
export function providerTarget(config: Config): (url: string) => string {
  const publicPrefix = `${config.PUBLIC_ORIGIN}/oidc`
  const behindForward = config.OIDC_ISSUER.startsWith(publicPrefix)
  const internal = `${upstreamsOf(config).identity.url.replace(/\/$/, '')}/oidc`
  return (url) =>
    behindForward && url.startsWith(publicPrefix) ? internal + url.slice(publicPrefix.length) : url
}

/**
 * The fetch every provider call goes through. Each call ends within the identity timeout
 * (openid-client's own default is 30 s, whatever UPSTREAM_TIMEOUT_MS says) and within the
 * request's deadline: a login's token exchange or a session refresh gets what the request has left.
 */
export function providerFetch(
  config: Config,
  base: client.CustomFetch = fetch as client.CustomFetch,
  breaker?: ProviderBreaker,
): client.CustomFetch {
  const targetOf = providerTarget(config)
  const { timeoutMs } = upstreamsOf(config).identity
  return async (url, options) => {
    breaker?.assertAvailable()
    // Only a call given a fair share of the provider's timeout can say the provider is not
    // answering: one cut short by what its request had left (a logout's revocation gets a quarter
    // of it after a slow first call), or never sent because nothing was left, gives no verdict.
    const givenItsTime = remainingMs() >= timeoutMs / 2
    const deadline = deadlineSignal(timeoutMs)
    const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline
    try {
      return await base(targetOf(url), { ...options, signal })
    } catch (error) {
      if (givenItsTime) breaker?.noAnswer()
      throw error
    }
  }
}

/** True when a provider call failed because it ran out of time (the sign-in page says 504). */
export function isProviderTimeout(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.name === 'TimeoutError') return true
  }
  return false
}

/** True when the call was refused because the provider's circuit breaker is open (the page says 503). */
export function isProviderUnavailable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.name === 'ProviderUnavailable') return true
  }
  return false
}
