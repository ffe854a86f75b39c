/**
 * The hotels calls (routes specification §4 and §7, registration specification's logout step 3),
 * on the management API's base URL: a signed-in collector's hotels session, its preload with the
 * token, and the two logouts the sign-out journey calls while the hotels-logout switch is on.
 * @see https://github.com/fastify/demo/blob/main/src/schemas/tasks.ts
 */
import { defineEndpoint } from '../endpoint.ts'
import { BearerErrors, NoContentSchema, UpstreamErrorSchema } from './common.ts'

const tags = ['hotels']

/** The header carrying a collector's hotels session token (an answer's, then the preload's). */
export const HOTELS_SESSION_HEADER = 'x-hotels-session-token'

/** The token travels in the X-Hotels-Session-Token response header; the body is empty. */
export const hotelsSession = defineEndpoint({
  method: 'GET',
  url: '/customer/session/hotels',
  summary: "A signed-in collector's hotels session",
  tags,
  response: { 204: NoContentSchema, ...BearerErrors },
})

/** Warms the hotels session (the specification's "preload"), token in the header. */
export const hotelsPreload = defineEndpoint({
  method: 'GET',
  url: '/hotels/session',
  summary: 'Preload a hotels session',
  tags,
  response: { 204: NoContentSchema, 401: UpstreamErrorSchema },
})

export const hotelsLogout = defineEndpoint({
  method: 'DELETE',
  url: '/hotels/logout',
  summary: 'End the hotels session',
  tags,
  response: { 204: NoContentSchema, ...BearerErrors },
})

export const hotelsPartnerLogout = defineEndpoint({
  method: 'DELETE',
  url: '/hotels/partner/logout',
  summary: "End the hotels partner's session",
  tags,
  response: { 204: NoContentSchema, ...BearerErrors },
})
