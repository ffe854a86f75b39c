/**
 * The scheme's native app's redirect after sign-in: the loopback interface, on whatever port the
 * app listens at the time (RFC 8252 §7.3): the provider registers it without a port and accepts
 * any, and the gateway's /oidc forward passes the provider's redirect to it to the app.
 * @see https://www.rfc-editor.org/rfc/rfc8252#section-7.3
 */
export const APP_LOOPBACK_REDIRECT = 'http://127.0.0.1/callback'

/** The app's redirect on some port: http, 127.0.0.1, the path /callback. */
export function isAppLoopbackRedirect(location: string): boolean {
  try {
    const url = new URL(location)
    const registered = new URL(APP_LOOPBACK_REDIRECT)
    return (
      url.protocol === registered.protocol &&
      url.hostname === registered.hostname &&
      url.pathname === registered.pathname &&
      url.username === '' &&
      url.password === ''
    )
  } catch {
    return false
  }
}
