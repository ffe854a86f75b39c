/**
 * The answer to a sign-in navigation while the identity provider cannot be reached (discovery
 * hangs, fails or answers nonsense): an HTML page with a retry, never a JSON 500 on a page the
 * browser shows. 504 when the provider ran out of time, 503 at once while the breaker knows it is
 * down (provider-breaker.ts), 502 otherwise.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { DEFAULT_ERROR } from '../../../../../shared/validation/messages.ts'
import { renderErrorPage, SIGN_IN_UNAVAILABLE_TITLE, safeRetryHref } from '../../../errors/error-page.ts'
import { isProviderTimeout, isProviderUnavailable } from './provider-fetch.ts'

/** Retry-After while the breaker is open: about when its next probe may have closed it. */
export const BREAKER_RETRY_AFTER_S = 30

export function sendSignInUnavailable(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (isProviderUnavailable(error)) {
    // Known and already logged when the breaker opened: one line per request would flood the log.
    request.log.info({ status: 503 }, 'sign-in refused: identity provider down')
    reply.code(503).header('retry-after', String(BREAKER_RETRY_AFTER_S))
  } else {
    const status = isProviderTimeout(error) ? 504 : 502
    request.log.error({ err: error, status }, 'identity provider unavailable')
    reply.code(status)
  }
  const page = renderErrorPage({
    title: SIGN_IN_UNAVAILABLE_TITLE,
    message: DEFAULT_ERROR,
    // The same start again: the carried `next` and login token survive the retry.
    retryHref: safeRetryHref(request.url),
    schemeName: request.server.config.SCHEME_NAME,
  })
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page)
}
