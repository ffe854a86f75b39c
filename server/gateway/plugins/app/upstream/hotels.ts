/**
 * The hotels calls (routes specification §4 and §7, registration specification's logout step 3),
 * on the management API's base URL: the hotels session of a signed-in collector and the preload of
 * the hotels endpoint with its token. The two hotel logouts sit beside logout in management.ts.
 */
import type { CallContext, RestClient } from './rest-client.ts'

/** The response header carrying a signed-in collector's hotels session token. */
export const HOTELS_SESSION_HEADER = 'x-hotels-session-token'

const single = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) || undefined

export function createHotelsMethods(rest: RestClient) {
  return {
    /** GET /customer/session/hotels: the hotels token, or undefined when the answer carries none. */
    hotelsSession: (accessToken: string, context: CallContext = {}) =>
      rest
        .request('GET', {
          ...context,
          path: '/customer/session/hotels',
          token: accessToken,
          responseType: 'ignore',
        })
        .then((reply) => single(reply.headers[HOTELS_SESSION_HEADER])),
    /** GET /hotels/session with the token: warms the hotels session (the spec's "preload"). */
    hotelsPreload: (hotelsToken: string, context: CallContext = {}) =>
      rest.get({
        ...context,
        path: '/hotels/session',
        headers: { [HOTELS_SESSION_HEADER]: hotelsToken },
        responseType: 'ignore',
      }),
  }
}
