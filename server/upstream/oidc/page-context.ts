/**
 * What every provider page shares: the scheme's name, the stylesheet, and a Content-Security-Policy
 * that allows no script at all, only the provider's own stylesheet and forms posting back to it.
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Content_Security_Policy_Cheat_Sheet.html
 */
import type { Config } from '../../../config/env.ts'
import { renderPage } from './pages.ts'

/** Where the provider is mounted in the upstream, and what the gateway forwards. */
export const OIDC_MOUNT_PATH = '/oidc'
export const STYLESHEET_PATH = `${OIDC_MOUNT_PATH}/assets/pages.css`

export type PageContext = {
  headers: Record<string, string>
  /**
   * For the provider's own responses: the same policy with `script-src 'self'`, to which
   * oidc-provider adds the hash of the one inline script it writes (the auto-submitted form that
   * ends a previous collector's session when another logs in on the same browser).
   */
  providerCsp: string
  render(title: string, body: string): string
}

export function createPageContext(config: Pick<Config, 'SCHEME_NAME' | 'PUBLIC_ORIGIN'>): PageContext {
  const csp = [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action 'self' ${config.PUBLIC_ORIGIN}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ')
  return {
    providerCsp: `${csp}; script-src 'self'`,
    headers: {
      'content-security-policy': csp,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    },
    render: (title, body) =>
      renderPage({ schemeName: config.SCHEME_NAME, stylesheet: STYLESHEET_PATH, title, body }),
  }
}
