/**
 * The collector behind a bearer access token the OpenID Connect provider issued: how the
 * upstream's own APIs (profile, collector hash, sessions) know who calls. Unknown, expired or
 * revoked tokens, and collectors no longer active, are refused 401 (routing/route-policy.ts).
 * @see https://www.rfc-editor.org/rfc/rfc6750#section-3.1
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { bearerToken } from '../oidc/access-tokens.ts'
import { UpstreamRefusal } from '../routing/refusal.ts'

export type Caller = { collectorId: string; accessToken: string }

const UNAUTHORISED = { code: 'UNAUTHORISED', message: 'Unauthorised' } as const

/** The 401 of a call without a valid bearer token, as RFC 6750 words it. */
const unauthorised = () =>
  new UpstreamRefusal(401, UNAUTHORISED, { 'www-authenticate': 'Bearer error="invalid_token"' })

/** The active collector whose access token the request carries; otherwise a thrown 401. */
export async function authenticate(fastify: FastifyInstance, request: FastifyRequest): Promise<Caller> {
  const token = bearerToken(request.headers.authorization)
  const found = token ? await fastify.oidc.findAccessToken(token) : undefined
  const status = found ? await fastify.collectorsRepository.status(found.accountId) : undefined
  if (!token || !found || status !== 'active') throw unauthorised()
  return { collectorId: found.accountId, accessToken: token }
}
