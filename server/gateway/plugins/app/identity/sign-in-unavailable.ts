/**
 * The answer to a sign-in navigation while the identity provider cannot be reached (discovery
 * hangs, fails or answers nonsense): an HTML page with a retry, never a JSON 500 on a page the
 * browser shows. 504 when the provider ran out of time, 502 otherwise.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { DEFAULT_ERROR } from '../../../../../shared/validation/messages.ts'
import { renderErrorPage, SIGN_IN_UNAVAILABLE_TITLE, safeRetryHref } from '../../../errors/error-page.ts'
import { isProviderTimeout } from './provider-fetch.ts'

export function sendSignInUnavailable(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const status = isProviderTimeout(error) ? 504 : 502
  request.log.error({ err: error, status }, 'identity provider unavailable')
  const page = renderErrorPage({
    title: SIGN_IN_UNAVAILABLE_TITLE,
    message: DEFAULT_ERROR,
    // The same start again: the carried `next` and login token survive the retry.
    retryHref: safeRetryHref(request.url),
  })
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page)
}
