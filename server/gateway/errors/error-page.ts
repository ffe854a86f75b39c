/**
 * A small self-contained HTML page for failures met on a page navigation (sign-in unavailable,
 * an identity-provider page that failed): the specification's message and a "Try again" link.
 * No script and no inline style, so the gateway's strict CSP applies unchanged.
 */
import { DEFAULT_ERROR, GENERIC_ERROR } from '../../../shared/validation/messages.ts'

export const SIGN_IN_UNAVAILABLE_TITLE = 'Sign in is unavailable'
const TRY_AGAIN = 'Try again'

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')

export type ErrorPage = { title: string; message: string; retryHref: string }

export function renderErrorPage({ title, message, retryHref }: ErrorPage): string {
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body><main id="main">
<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(retryHref)}">${TRY_AGAIN}</a></p>
</main></body>
</html>
`
}

/** A same-origin path only: anything else (scheme-relative, absolute) retries the home page. */
export function safeRetryHref(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : '/'
}

/** 5xx: the specification's default message; 4xx: its generic fallback. */
export const pageMessage = (status: number) => (status >= 500 ? DEFAULT_ERROR : GENERIC_ERROR)
