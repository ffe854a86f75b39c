/**
 * Header names both hops use (routes specification §7): the device id a call carries while the
 * device-id switch is on, and the hotels session token a successful answer may carry; and the mark
 * the provider puts on its own login form, the one 4xx page of the provider the gateway passes on.
 */
export const DEVICE_ID_HEADER = 'device-id'
export const HOTELS_SESSION_HEADER = 'x-hotels-session-token'

/**
 * On the provider's login form (re-rendered with a 400 or 429 for refused credentials): any other
 * 4xx page of the provider is replaced by the gateway's own error page. Never sent to the browser.
 */
export const LOGIN_FORM_HEADER = 'x-login-form'
