/**
 * What the browser gets when a forward fails or the upstream answers with an error or a redirect
 * it may not pass on: the specification's messages and codes only. Upstream bodies (stacks, file
 * paths, SQL, tracebacks) go to the log as a short excerpt, never to the browser (PRX-3, HDR-4).
 * Provider paths are page navigations, so they get an HTML page; the others get `{ code, message }`.
 */
import type { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { isAppLoopbackRedirect } from '../../../../../shared/constants/app-redirect.ts'
import { LOGIN_FORM_HEADER } from '../../../../../shared/constants/headers.ts'
import type { ErrorResponse } from '../../../../../shared/contract/common.ts'
import { DEFAULT_ERROR, GENERIC_ERROR } from '../../../../../shared/validation/messages.ts'
import {
  pageMessage,
  renderErrorPage,
  SIGN_IN_UNAVAILABLE_TITLE,
  safeRetryHref,
} from '../../../errors/error-page.ts'
import { BREAKER_RETRY_AFTER_S } from '../identity/sign-in-unavailable.ts'
import type { Target } from './headers.ts'

/** Enough of an error body to diagnose it from the log, short enough to keep lines small. */
const EXCERPT_CHARS = 512

const FORWARD_NOT_FOUND = 'Not found'

/** Where the scheme's app exchanges a code, refreshes and revokes (the provider's routes under /oidc). */
const TOKEN_ENDPOINTS = new Set(['/oidc/token', '/oidc/token/revocation'])

/** A Location on this origin (the provider's pages, the callback, the logout returns); none elsewhere. */
function staysOnOrigin(location: unknown, publicOrigin: string): boolean {
  if (typeof location !== 'string' || location === '') return false
  try {
    return new URL(location, publicOrigin).origin === new URL(publicOrigin).origin
  } catch {
    return false
  }
}

/**
 * Why an upstream answer may not reach the browser as it is, or undefined when it may. The
 * provider's own login form answers refused credentials (400) and throttling (429) re-rendered:
 * that page is the sign-in screen itself, marked as such, so it passes; any other 4xx page of the
 * provider (an error page, a stack) is replaced by the gateway's own.
 */
export function withheldReason(
  target: Target,
  path: string,
  status: number,
  headers: Record<string, string | string[] | undefined>,
  publicOrigin: string,
): 'redirect' | 'error' | undefined {
  if (status >= 300 && status < 400) {
    // Only the provider's redirects belong to the browser, and only to a page of this site, or
    // back to the scheme's app on the device's loopback interface (its sign-in's end).
    const location = headers.location
    const passes =
      staysOnOrigin(location, publicOrigin) ||
      (typeof location === 'string' && isAppLoopbackRedirect(location))
    return target.provider && passes ? undefined : 'redirect'
  }
  if (status < 400) return undefined
  const html = String(headers['content-type'] ?? '').startsWith('text/html')
  // The token endpoints' refusals are the app's to read: OAuth's JSON error (RFC 6749 §5.2), no page.
  const tokenError =
    target.provider &&
    (status === 400 || status === 401) &&
    String(headers['content-type'] ?? '').startsWith('application/json') &&
    TOKEN_ENDPOINTS.has(path.split('?', 1)[0] ?? '')
  if (tokenError) return undefined
  const loginForm =
    target.provider &&
    status < 500 &&
    html &&
    headers[LOGIN_FORM_HEADER] !== undefined &&
    path.startsWith('/oidc/interaction/')
  return loginForm ? undefined : 'error'
}

/** Reads the start of a body for the log and discards the rest. */
export async function excerptOf(body: Readable): Promise<string> {
  let text = ''
  try {
    for await (const chunk of body) {
      text += String(chunk)
      if (text.length >= EXCERPT_CHARS) break
    }
  } catch {
    // A body that fails half-way still leaves what was read.
  }
  body.destroy()
  return text.slice(0, EXCERPT_CHARS)
}

/**
 * The status the browser sees: an upstream 5xx or an unusable redirect is the gateway's 502, a
 * timeout 504; an upstream 4xx keeps its status (a missing document is still a 404).
 */
export function browserStatus(upstreamStatus: number | 'timeout' | 'unreachable'): number {
  if (upstreamStatus === 'timeout') return 504
  if (upstreamStatus === 'unreachable' || upstreamStatus < 400 || upstreamStatus >= 500) return 502
  return upstreamStatus
}

const CODES: Record<number, string> = {
  404: 'NOT_FOUND',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
}

export function sendFailure(request: FastifyRequest, reply: FastifyReply, target: Target, status: number) {
  if (target.provider) {
    const retryHref = request.method === 'GET' ? safeRetryHref(request.url) : '/api/login/identity/start'
    const page = renderErrorPage({
      title: SIGN_IN_UNAVAILABLE_TITLE,
      message: pageMessage(status),
      retryHref,
      schemeName: request.server.config.SCHEME_NAME,
    })
    if (status === 503) reply.header('retry-after', String(BREAKER_RETRY_AFTER_S))
    return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page)
  }
  const message = status >= 500 ? DEFAULT_ERROR : status === 404 ? FORWARD_NOT_FOUND : GENERIC_ERROR
  const body: ErrorResponse = { code: CODES[status] ?? 'UPSTREAM_REJECTED', message }
  return reply.code(status).header('cache-control', 'no-store').send(body)
}
