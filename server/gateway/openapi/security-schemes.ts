/**
 * How callers authenticate, as the OpenAPI document declares it, and what each operation
 * requires: exactly what the gateway enforces (route-policy.ts, session/bearer-auth.ts): a
 * `session` route needs the session cookie or, as the alternative, the app's bearer token (unless
 * it is browser-only), a `public` route nothing, unless its declaration says a partner's server
 * authenticates with Basic credentials (`POST /connect/token`, checked by the route itself).
 */
import type { Endpoint } from '../../../shared/contract/endpoint.ts'
import type { RouteAccess } from '../plugins/routing/route-policy.ts'

export type SecurityRequirement = Record<string, string[]>

export function securitySchemes(sessionCookieName: string) {
  return {
    sessionCookie: {
      type: 'apiKey',
      in: 'cookie',
      name: sessionCookieName,
      description:
        'The encrypted session cookie the gateway sets when a collector signs in (HttpOnly, SameSite=Lax). ' +
        'Unsafe methods on /api/* also need `X-Requested-With: fetch` and a same-origin request (docs/api.md).',
    },
    partnerBasic: {
      type: 'http',
      scheme: 'basic',
      description:
        "A connect partner's server: its partner code and secret, each percent-encoded, as HTTP Basic credentials (RFC 6749 §2.3.1).",
    },
    bearerAuth: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'opaque',
      description:
        "An access token of the scheme's own app (OAuth 2.0 for native apps, RFC 8252): authorization code with PKCE S256 at /oidc/auth, " +
        'a loopback redirect, the code exchanged at /oidc/token without a secret (docs/api.md). Never with the session cookie; ' +
        'no CSRF header needed.',
    },
  } as const
}

/** The operation's `security`: the requirements for its access (any one will do), or `[]` for anyone. */
export function securityOf(
  access: RouteAccess,
  endpoint: Pick<Endpoint, 'credentials'>,
  browserOnly = false,
): SecurityRequirement[] {
  if (access === 'session')
    return browserOnly ? [{ sessionCookie: [] }] : [{ sessionCookie: [] }, { bearerAuth: [] }]
  if (endpoint.credentials === 'partner') return [{ partnerBasic: [] }]
  return []
}
