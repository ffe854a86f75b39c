/**
 * The hotels calls (`shared/contract/upstream/hotels.ts`) on the management API's base URL: the
 * hotels session of a signed-in collector, the preload of the hotels endpoint with its token, and
 * the two hotel logouts of the sign-out journey.
 * @see https://github.com/ministryofjustice/hmpps-template-typescript/blob/main/server/data/exampleApiClient.ts
 */
import * as hotels from '../../../../../shared/contract/upstream/hotels.ts'
import { createCaller } from './call.ts'
import type { CallContext, RestClient } from './rest-client.ts'

/** The response header carrying a signed-in collector's hotels session token. */
const HOTELS_SESSION_HEADER = hotels.HOTELS_SESSION_HEADER

const single = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) || undefined

export function createHotelsMethods(rest: RestClient) {
  const { call, reply } = createCaller(rest)
  const signedOut = (accessToken: string, context: CallContext) =>
    ({ ...context, body: {}, token: accessToken, responseType: 'ignore' }) as const
  return {
    /** The hotels token, or undefined when the answer carries none. */
    hotelsSession: (accessToken: string, context: CallContext = {}) =>
      reply(hotels.hotelsSession, { ...context, token: accessToken, responseType: 'ignore' }).then((answer) =>
        single(answer.headers[HOTELS_SESSION_HEADER]),
      ),
    /** Warms the hotels session with the token (the spec's "preload"). */
    hotelsPreload: (hotelsToken: string, context: CallContext = {}) =>
      call(hotels.hotelsPreload, {
        ...context,
        headers: { [HOTELS_SESSION_HEADER]: hotelsToken },
        responseType: 'ignore',
      }),
    /** Logout step 3, when the hotels-logout switch is on. */
    hotelsLogout: (accessToken: string, context: CallContext = {}) =>
      call(hotels.hotelsLogout, signedOut(accessToken, context)),
    hotelsPartnerLogout: (accessToken: string, context: CallContext = {}) =>
      call(hotels.hotelsPartnerLogout, signedOut(accessToken, context)),
  }
}
