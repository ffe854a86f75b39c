/**
 * A small self-contained HTML page for failures met on a page navigation (sign-in unavailable,
 * an identity-provider page that failed): the specification's message and a "Try again" link, in
 * the product's frame (the client's app-shell markup and classes) and stylesheet, which the
 * gateway serves itself (page-stylesheet.ts). No script and no inline style, so the gateway's
 * strict CSP applies unchanged.
 */
import { DEFAULT_ERROR, GENERIC_ERROR } from '../../../shared/validation/messages.ts'
import { PAGE_STYLESHEET_PATH } from './page-stylesheet.ts'

export const SIGN_IN_UNAVAILABLE_TITLE = 'Sign in is unavailable'
const TRY_AGAIN = 'Try again'

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')

export type ErrorPage = { title: string; message: string; retryHref: string; schemeName: string }

export function renderErrorPage({ title, message, retryHref, schemeName }: ErrorPage): string {
  const scheme = escapeHtml(schemeName)
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(title)} - ${scheme}</title>
<link rel="stylesheet" href="${PAGE_STYLESHEET_PATH}"></head>
<body>
<div class="app-shell">
<a class="skip-link" href="#main">Skip to main content</a>
<header class="site-header">
<div class="site-header__inner">
<a class="site-header__brand" href="/" aria-label="${scheme} home">${scheme}</a>
</div>
</header>
<main id="main" class="site-main" tabindex="-1">
<div class="site-main__inner">
<div class="page">
<h1>${escapeHtml(title)}</h1>
<p class="notice notice--error" role="alert">${escapeHtml(message)}</p>
<p><a class="button button--primary" href="${escapeHtml(retryHref)}">${TRY_AGAIN}</a></p>
</div>
</div>
</main>
<footer class="site-footer">
<div class="site-footer__inner">
<p class="site-footer__legal">© ${scheme}</p>
</div>
</footer>
</div>
</body>
</html>
`
}

/** A same-origin path only: anything else (scheme-relative, absolute) retries the home page. */
export function safeRetryHref(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : '/'
}

/** 5xx: the specification's default message; 4xx: its generic fallback. */
export const pageMessage = (status: number) => (status >= 500 ? DEFAULT_ERROR : GENERIC_ERROR)
