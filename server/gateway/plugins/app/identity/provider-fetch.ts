/**
 * How the gateway reaches the identity provider: URLs under the public origin's /oidc go straight
 * to the upstream that serves them (as the browser forward does), within the identity timeout.
 */
import type * as client from 'openid-client'
import type { Config } from '../../../../../config/env.ts'
import { upstreamsOf } from '../../../../../config/upstreams.ts'
import { deadlineSignal } from '../upstream/request-deadline.ts'

/**
 * The fetch every provider call goes through. Each call ends within the identity timeout
 * (openid-client's own default is 30 s, whatever UPSTREAM_TIMEOUT_MS says) and within the
 * request's deadline: a login's token exchange or a session refresh gets what the request has left.
 */
export function providerFetch(
  config: Config,
  base: client.CustomFetch = fetch as client.CustomFetch,
): client.CustomFetch {
  const publicPrefix = `${config.PUBLIC_ORIGIN}/oidc`
  const behindForward = config.OIDC_ISSUER.startsWith(publicPrefix)
  const identity = upstreamsOf(config).identity
  const internal = `${identity.url.replace(/\/$/, '')}/oidc`
  return (url, options) => {
    const target =
      behindForward && url.startsWith(publicPrefix) ? internal + url.slice(publicPrefix.length) : url
    const deadline = deadlineSignal(identity.timeoutMs)
    const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline
    return base(target, { ...options, signal })
  }
}

/** True when a provider call failed because it ran out of time (the sign-in page says 504). */
export function isProviderTimeout(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.name === 'TimeoutError') return true
  }
  return false
}
