/**
 * The collector behind a bearer access token the OpenID Connect provider issued: how the
 * upstream's own APIs (profile, collector hash, sessions) know who calls. Unknown, expired or
 * revoked tokens, and collectors no longer active, are answered 401.
 * @see https://www.rfc-editor.org/rfc/rfc6750#section-3.1
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { bearerToken } from '../oidc/access-tokens.ts'

export type Caller = { collectorId: string; accessToken: string }

const UNAUTHORISED = { code: 'UNAUTHORISED', message: 'Unauthorised' } as const

/** The caller, or undefined once a 401 has been sent. */
export async function authenticate(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Caller | undefined> {
  const token = bearerToken(request.headers.authorization)
  const found = token ? await fastify.oidc.findAccessToken(token) : undefined
  const status = found ? await fastify.collectorsRepository.status(found.accountId) : undefined
  if (!token || !found || status !== 'active') {
    await reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send(UNAUTHORISED)
    return undefined
  }
  return { collectorId: found.accountId, accessToken: token }
}
