/**
 * The provider's server-rendered pages: login, logout confirmation, logged-out and error. They wear
 * the product's frame (skip link, header, footer: the client's app-shell markup and classes) so the
 * sign-in page is one of the product's pages. Plain HTML forms with labelled fields and errors
 * announced by role="alert"; no inline script or style, so they work under `script-src 'self'` and
 * `style-src 'self'`; the one script (Show/Hide) only enhances the page.
 * @see https://design-system.service.gov.uk/patterns/create-accounts/
 */

import { escapeHtml } from '../lib/escape-html.ts'

/** Where the frame's and the login page's links go: the client's pages on the public origin. */
export type SiteLinks = {
  home: string
  brands: string
  help: string
  contactUs: string
  privacy: string
  forgottenPassword: string
  register: string
}

export type PageOptions = {
  schemeName: string
  carelinePhone: string
  links: SiteLinks
  stylesheet: string
  icon: string
  title: string
  body: string
  /** A script of the provider's own origin, deferred. */
  script?: string | undefined
}

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`

export function renderPage(options: PageOptions): string {
  const { schemeName, carelinePhone, links, stylesheet, icon, title, body, script } = options
  const scheme = escapeHtml(schemeName)
  const scriptTag = script ? `<script src="${escapeHtml(script)}" defer></script>\n` : ''
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(title)} - ${scheme}</title>
<link rel="icon" type="image/svg+xml" href="${escapeHtml(icon)}">
<link rel="stylesheet" href="${escapeHtml(stylesheet)}">
${scriptTag}</head>
<body>
<div class="app-shell">
<a class="skip-link" href="#main">Skip to main content</a>
<header class="site-header">
<div class="site-header__inner">
<a class="site-header__brand" href="${escapeHtml(links.home)}" aria-label="${scheme} home">${scheme}</a>
<nav class="site-nav" aria-label="Main"><ul class="site-nav__list"><li>${link(links.brands, 'Brands')}</li><li>${link(links.help, 'Help')}</li><li>${link(links.register, 'Register')}</li></ul></nav>
</div>
</header>
<main id="main" class="site-main" tabindex="-1">
<div class="site-main__inner">
<div class="page sign-in">
${body}
</div>
</div>
</main>
<footer class="site-footer">
<div class="site-footer__inner">
<nav aria-label="Footer">${link(links.help, 'Help')} ${link(links.contactUs, 'Contact us')} ${link(links.privacy, 'Privacy and legal')}</nav>
<p>Need help? Call us on ${link(`tel:${carelinePhone.replaceAll(' ', '')}`, carelinePhone)}</p>
<p class="site-footer__legal">© ${scheme}</p>
</div>
</footer>
</div>
</body>
</html>
`
}

export type LoginField = 'identifier' | 'password'

export type LoginFormOptions = {
  action: string
  links: Pick<SiteLinks, 'forgottenPassword' | 'register'>
  schemeName: string
  /** What the person typed, or the login hint of the authorization request (already checked). */
  identifier?: string | undefined
  error?: { message: string; fields: readonly LoginField[] } | undefined
}

const ERROR_ID = 'login-error'

function fieldState(invalid: boolean): { className: string; attributes: string } {
  return invalid
    ? { className: 'field field--error', attributes: ` aria-invalid="true" aria-describedby="${ERROR_ID}"` }
    : { className: 'field', attributes: '' }
}

/**
 * The body of the login page; `error` names the fields it concerns. Focus starts at the first
 * field the error names, else at the password when the card number or e-mail is already filled in.
 */
export function loginForm({ action, links, schemeName, identifier = '', error }: LoginFormOptions): string {
  const invalid = (name: LoginField) => error?.fields.includes(name) ?? false
  const focus = error?.fields[0] ?? (identifier && !error ? 'password' : undefined)
  const autofocus = (name: LoginField) => (focus === name ? ' autofocus' : '')
  const alert = error
    ? `<p class="notice notice--error" id="${ERROR_ID}" role="alert">${escapeHtml(error.message)}</p>\n`
    : ''
  const id = fieldState(invalid('identifier'))
  const password = fieldState(invalid('password'))
  return `<h1>Log in</h1>
${alert}<form method="post" action="${escapeHtml(action)}" novalidate>
<div class="${id.className}">
<label class="field__label" for="identifier">Card number or email</label>
<input class="field__input" id="identifier" name="identifier" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" value="${escapeHtml(identifier)}"${id.attributes}${autofocus('identifier')}>
</div>
<div class="${password.className}">
<label class="field__label" for="password">Password</label>
<div class="password">
<input class="field__input password__input" id="password" name="password" type="password" autocomplete="current-password" spellcheck="false"${password.attributes}${autofocus('password')}>
<button type="button" class="button button--secondary password__toggle" aria-controls="password" aria-label="Show password" data-password-toggle hidden>Show</button>
</div>
</div>
<button type="submit" class="button button--primary">Log in securely</button>
</form>
<p>${link(links.forgottenPassword, 'Forgotten your password?')}</p>
<p>New to ${escapeHtml(schemeName)}? ${link(links.register, 'Register now')}</p>`
}

/** `form` is oidc-provider's hidden form (its id is op.logoutForm, with the xsrf token). */
export function logoutForm(form: string): string {
  return `<h1>Do you want to log out?</h1>
${form}
<div class="actions">
<button type="submit" form="op.logoutForm" class="button button--primary" name="logout" value="yes">Log out</button>
<button type="submit" form="op.logoutForm" class="button button--secondary">Stay logged in</button>
</div>`
}

export function loggedOutMessage(homeUrl: string): string {
  return `<h1>You have logged out</h1>
<p><a href="${escapeHtml(homeUrl)}">Go to the home page</a></p>`
}

export function errorMessage(description: string): string {
  return `<h1>Sorry, something went wrong</h1>
<p role="alert">${escapeHtml(description)}</p>`
}
