/**
 * Where a bearer token may go, before anything else reads the request: a request never carries
 * both the session cookie and `Authorization: Bearer` (400 `BEARER_WITH_COOKIE`: the gateway
 * never has to choose whose request it is), and a bearer token is for the JSON API only
 * (`/api/*`, and the provider's own `/oidc/*` and `/connect/*`): on a page, a redirect or a
 * forwarded file it is refused with 401 `BEARER_NOT_ACCEPTED`, so it never opens a browser page.
 * The token itself is checked by the signed-in routes (session/bearer-auth.ts); a public
 * operation does not read it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { securityEvent } from '../../../telemetry/security-event.ts'

/** The Authorization header names the Bearer scheme (well formed or not). */
export const carriesBearer = (request: FastifyRequest) =>
  /^bearer(\s|$)/i.test(request.headers.authorization ?? '')

/** The session cookie (either name), read from the header: this runs before the cookie parser. */
const carriesSessionCookie = (request: FastifyRequest) =>
  /(?:^|;\s*)(?:__Host-)?session=[^;\s]/.test(request.headers.cookie ?? '')

const BEARER_PATHS = /^\/(api|oidc|connect)(\/|$)/

const BEARER_WITH_COOKIE_MESSAGE = 'Send either the session cookie or a bearer token, not both'
const BEARER_NOT_ACCEPTED_MESSAGE = 'A bearer token is accepted by the API only'

async function bearerPlacement(fastify: FastifyInstance) {
  fastify.addHook('onRequest', async (request, reply) => {
    if (!carriesBearer(request)) return
    if (carriesSessionCookie(request)) {
      securityEvent(request, { kind: 'bearer-refused', reason: 'with_cookie' }, 'bearer token refused')
      return reply
        .code(400)
        .header('www-authenticate', 'Bearer error="invalid_request"')
        .send({ code: 'BEARER_WITH_COOKIE', message: BEARER_WITH_COOKIE_MESSAGE })
    }
    if (BEARER_PATHS.test(request.url)) return
    securityEvent(request, { kind: 'bearer-refused', reason: 'not_api' }, 'bearer token refused')
    return reply
      .code(401)
      .header('www-authenticate', 'Bearer error="invalid_request"')
      .send({ code: 'BEARER_NOT_ACCEPTED', message: BEARER_NOT_ACCEPTED_MESSAGE })
  })
}

// After helmet and the request-id header, as csrf.ts: a refusal goes out with both.
export default fp(bearerPlacement, { name: 'bearer-placement', dependencies: ['helmet', 'logger'] })
