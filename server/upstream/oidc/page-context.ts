/**
 * What every provider page shares: the scheme's name, the product's frame and its links, the
 * stylesheet, and a Content-Security-Policy that allows no script at all, only the provider's own
 * stylesheet and forms posting back to it (the login page adds the provider's own scripts).
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Content_Security_Policy_Cheat_Sheet.html
 */
import type { Config } from '../../../config/env.ts'
import { APP_LOOPBACK_REDIRECT } from '../../../shared/constants/app-redirect.ts'
import { CARD_CHECK_SEGMENT, FORGOTTEN_PASSWORD_SEGMENT } from '../../../shared/routes/identity-routes.ts'
import { renderPage, type SiteLinks } from './pages.ts'

/** Where the provider is mounted in the upstream, and what the gateway forwards. */
export const OIDC_MOUNT_PATH = '/oidc'
export const STYLESHEET_PATH = `${OIDC_MOUNT_PATH}/assets/pages.css`
export const FAVICON_PATH = `${OIDC_MOUNT_PATH}/assets/favicon.svg`

export type PageContext = {
  schemeName: string
  headers: Record<string, string>
  /** The login page's: the same, with the provider's own script files (Show/Hide) allowed. */
  loginHeaders: Record<string, string>
  /**
   * For the provider's own responses: the same policy with `script-src 'self'`, to which
   * oidc-provider adds the hash of the one inline script it writes (the auto-submitted form that
   * ends a previous collector's session when another logs in on the same browser).
   */
  providerCsp: string
  /** The client's pages the provider's pages link to. */
  links: SiteLinks
  render(title: string, body: string, script?: string): string
}

export type PageConfig = Pick<
  Config,
  'SCHEME_NAME' | 'PUBLIC_ORIGIN' | 'IDENTITY_START_PREFIX' | 'CARELINE_PHONE'
>

function siteLinks({ PUBLIC_ORIGIN: origin, IDENTITY_START_PREFIX: prefix }: PageConfig): SiteLinks {
  return {
    home: `${origin}/`,
    brands: `${origin}/eshops/brands`,
    help: `${origin}/help`,
    contactUs: `${origin}/contact-us`,
    privacy: `${origin}/privacy-and-legal`,
    forgottenPassword: `${origin}${prefix}/${FORGOTTEN_PASSWORD_SEGMENT}`,
    register: `${origin}${prefix}/${CARD_CHECK_SEGMENT}`,
  }
}

/** `http://127.0.0.1:*`: the app's loopback redirect on any port, as a CSP source. */
const APP_LOOPBACK_SOURCE = `${new URL(APP_LOOPBACK_REDIRECT).protocol}//${new URL(APP_LOOPBACK_REDIRECT).hostname}:*`

export function createPageContext(config: PageConfig): PageContext {
  const csp = [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    // The login form's answer redirects to the client's redirect: the site, or the app's loopback
    // redirect on its port of the moment (browsers check form-action along the redirects).
    `form-action 'self' ${config.PUBLIC_ORIGIN} ${APP_LOOPBACK_SOURCE}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ')
  const withScripts = `${csp}; script-src 'self'`
  const links = siteLinks(config)
  const headers = {
    'content-security-policy': csp,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  }
  return {
    schemeName: config.SCHEME_NAME,
    providerCsp: withScripts,
    links,
    headers,
    loginHeaders: { ...headers, 'content-security-policy': withScripts },
    render: (title, body, script) =>
      renderPage({
        schemeName: config.SCHEME_NAME,
        carelinePhone: config.CARELINE_PHONE,
        links,
        stylesheet: STYLESHEET_PATH,
        icon: FAVICON_PATH,
        title,
        body,
        script,
      }),
  }
}
