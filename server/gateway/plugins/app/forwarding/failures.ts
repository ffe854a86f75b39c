/**
 * What the browser gets when a forward fails or the upstream answers with an error or a redirect
 * it may not pass on: the specification's messages and codes only. Upstream bodies (stacks, file
 * paths, SQL, tracebacks) go to the log as a short excerpt, never to the browser (PRX-3, HDR-4).
 * Provider paths are page navigations, so they get an HTML page; the others get `{ code, message }`.
 */
import type { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ErrorResponse } from '../../../../../shared/contract/common.ts'
import { DEFAULT_ERROR, GENERIC_ERROR } from '../../../../../shared/validation/messages.ts'
import {
  pageMessage,
  renderErrorPage,
  SIGN_IN_UNAVAILABLE_TITLE,
  safeRetryHref,
} from '../../../errors/error-page.ts'
import type { Target } from './headers.ts'

/** Enough of an error body to diagnose it from the log, short enough to keep lines small. */
const EXCERPT_CHARS = 512

export const FORWARD_NOT_FOUND = 'Not found'

/**
 * Why an upstream answer may not reach the browser as it is, or undefined when it may. The
 * provider's own login page answers refused credentials (400) and throttling (429) with its form
 * re-rendered: that page is the sign-in screen itself, so it passes.
 */
export function withheldReason(
  target: Target,
  path: string,
  status: number,
  headers: Record<string, string | string[] | undefined>,
): 'redirect' | 'error' | undefined {
  if (status >= 300 && status < 400) {
    // Only the provider's redirects belong to the browser, and only when they say where to.
    return target.provider && typeof headers.location === 'string' && headers.location !== ''
      ? undefined
      : 'redirect'
  }
  if (status < 400) return undefined
  const html = String(headers['content-type'] ?? '').startsWith('text/html')
  const loginPage = target.provider && status < 500 && html && path.startsWith('/oidc/interaction/')
  return loginPage ? undefined : 'error'
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

const CODES: Record<number, string> = { 404: 'NOT_FOUND', 502: 'BAD_GATEWAY', 504: 'GATEWAY_TIMEOUT' }

export function sendFailure(request: FastifyRequest, reply: FastifyReply, target: Target, status: number) {
  if (target.provider) {
    const retryHref = request.method === 'GET' ? safeRetryHref(request.url) : '/api/login/identity/start'
    const page = renderErrorPage({
      title: SIGN_IN_UNAVAILABLE_TITLE,
      message: pageMessage(status),
      retryHref,
    })
    return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page)
  }
  const message = status >= 500 ? DEFAULT_ERROR : status === 404 ? FORWARD_NOT_FOUND : GENERIC_ERROR
  const body: ErrorResponse = { code: CODES[status] ?? 'UPSTREAM_REJECTED', message }
  return reply.code(status).header('cache-control', 'no-store').send(body)
}
