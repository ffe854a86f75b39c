/**
 * Single sign-on hand-over: a partner or the app puts a one-time login token in a page URL; the
 * /sso-redirection page (and application load on any page) exchanges it through identity login.
 */
export const SSO_REDIRECTION_PATH = '/sso-redirection'
export const LOGIN_TOKEN_PARAM = 'login_token'
