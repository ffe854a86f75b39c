/**
 * The provider's server-rendered pages: login, logout confirmation, logged-out and error. Plain
 * HTML forms with labelled fields and errors announced by role="alert"; no script and no inline
 * style, so they work under `script-src 'self'` and `style-src 'self'`.
 * @see https://design-system.service.gov.uk/patterns/create-accounts/
 */

import { escapeHtml } from '../lib/escape-html.ts'

export type PageOptions = { schemeName: string; stylesheet: string; title: string; body: string }

export function renderPage({ schemeName, stylesheet, title, body }: PageOptions): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - ${escapeHtml(schemeName)}</title>
<link rel="stylesheet" href="${escapeHtml(stylesheet)}">
</head>
<body>
<main>
<p class="scheme">${escapeHtml(schemeName)}</p>
${body}
</main>
</body>
</html>
`
}

export type LoginField = 'identifier' | 'password'

export type LoginFormOptions = {
  action: string
  identifier?: string | undefined
  error?: { message: string; fields: readonly LoginField[] } | undefined
}

function field(name: LoginField, label: string, attributes: string, invalid: boolean): string {
  const described = invalid ? ' aria-invalid="true" aria-describedby="login-error"' : ''
  return `<div class="field">
<label for="${name}">${label}</label>
<input id="${name}" name="${name}" ${attributes}${described}${invalid ? ' autofocus' : ''}>
</div>`
}

/** The body of the login page; `error` names the fields it concerns. */
export function loginForm({ action, identifier = '', error }: LoginFormOptions): string {
  const invalid = (name: LoginField) => error?.fields.includes(name) ?? false
  const alert = error
    ? `<p class="error" id="login-error" role="alert">${escapeHtml(error.message)}</p>\n`
    : ''
  const identifierAttributes = `type="text" autocomplete="username" spellcheck="false" value="${escapeHtml(identifier)}"`
  return `<h1>Log in</h1>
${alert}<form method="post" action="${escapeHtml(action)}" novalidate>
${field('identifier', 'Card number or email', identifierAttributes, invalid('identifier'))}
${field('password', 'Password', 'type="password" autocomplete="current-password"', invalid('password'))}
<button type="submit">Log in</button>
</form>`
}

/** `form` is oidc-provider's hidden form (its id is op.logoutForm, with the xsrf token). */
export function logoutForm(form: string): string {
  return `<h1>Do you want to log out?</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Log out</button>
<button type="submit" form="op.logoutForm" class="secondary">Stay logged in</button>`
}

export function loggedOutMessage(homeUrl: string): string {
  return `<h1>You have logged out</h1>
<p><a href="${escapeHtml(homeUrl)}">Go to the home page</a></p>`
}

export function errorMessage(description: string): string {
  return `<h1>Sorry, something went wrong</h1>
<p role="alert">${escapeHtml(description)}</p>`
}
