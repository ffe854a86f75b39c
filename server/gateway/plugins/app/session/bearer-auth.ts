/**
 * The scheme's native app calls the same `access: 'session'` operations as the browser, with
 * `Authorization: Bearer <access token>` (RFC 6750 §2.1) instead of the session cookie. The token is
 * the provider's opaque access token issued to the app's public client (RFC 8252); the gateway asks
 * the provider about it by token introspection (RFC 7662) with its own client credentials, and
 * accepts it only when it is active (not expired, not revoked), issued by OIDC_ISSUER, to the
 * client APP_CLIENT_ID, as a Bearer token, with no audience of another resource, and not expired by
 * the gateway's own clock. A token found good is trusted again for BEARER_CHECK_REUSE_MS (in this
 * replica's memory, keyed by its sha-256): a revoked token stops working within that time.
 *
 * The request then reads as signed in: `request.accessToken()` gives the app's token (never
 * refreshed here: the app refreshes its own), `request.bearer` names the collector and client, and
 * no cookie is ever written to it (session.ts). A route that only makes sense in a browser session
 * declares `config.browserOnly` and answers a bearer token 403 `BROWSER_SESSION_ONLY`.
 * @see https://www.rfc-editor.org/rfc/rfc7662
 * @see https://www.rfc-editor.org/rfc/rfc6750#section-3
 */
import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { type IntrospectionResponse, ResponseBodyError } from 'openid-client'
import { DEFAULT_ERROR } from '../../../../../shared/validation/messages.ts'
import { securityEvent } from '../../../../telemetry/security-event.ts'
import { Refusal } from '../../../errors/refusal.ts'
import { SIGNED_OUT_MESSAGE } from './session-auth.ts'

/** How long a token the provider called active is trusted without asking again: revocation's delay. */
export const BEARER_CHECK_REUSE_MS = 5_000
/** Checked tokens held at most (the oldest go first): far above one replica's live app users a few seconds. */
const CHECKED_TOKENS_MAX = 10_000

export type BearerCaller = {
  collectorId: string
  clientId: string
  accessToken: string
  /** ms since the epoch. */
  expiresAt: number
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The app's caller once its bearer token was accepted on an `access: 'session'` route; else null. */
    bearer: BearerCaller | null
  }
  interface FastifyContextConfig {
    /** A signed-in route that only a browser session may call: a bearer token gets 403 BROWSER_SESSION_ONLY. */
    browserOnly?: true
  }
  interface FastifyInstance {
    /** Accepts the request's bearer token or answers 401 (or 403 on a browser-only route). */
    authenticateBearer(request: FastifyRequest, reply: FastifyReply): Promise<void>
  }
}

export const BROWSER_SESSION_ONLY_MESSAGE = 'This can only be done in the browser, signed in'

type Verdict = { caller: BearerCaller } | { refused: string }

/** The bearer token of an Authorization header (RFC 6750 §2.1 b64token), if well formed. */
const tokenOf = (authorization: string | undefined) =>
  /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i.exec(authorization ?? '')?.[1]

function judge(
  answer: IntrospectionResponse,
  accessToken: string,
  expected: { issuer: string; clientId: string; now: number },
): Verdict {
  if (!answer.active) return { refused: 'inactive' }
  if (answer.iss !== expected.issuer) return { refused: 'issuer' }
  if (answer.client_id !== expected.clientId) return { refused: 'client' }
  if (typeof answer.token_type === 'string' && answer.token_type.toLowerCase() !== 'bearer')
    return { refused: 'token_type' }
  // The provider's tokens for its own APIs carry no audience; one with an audience is another resource's.
  const audience = [answer.aud ?? []].flat()
  if (audience.some((aud) => aud !== expected.clientId)) return { refused: 'audience' }
  const expiresAt = (answer.exp ?? 0) * 1000
  if (expiresAt <= expected.now) return { refused: 'expired' }
  if (typeof answer.sub !== 'string' || answer.sub === '') return { refused: 'subject' }
  return { caller: { collectorId: answer.sub, clientId: answer.client_id, accessToken, expiresAt } }
}

async function bearerAuth(fastify: FastifyInstance) {
  const { config, oidcClient } = fastify
  const now = oidcClient.now
  const checked = new Map<string, { caller: BearerCaller; checkedAt: number }>()

  const unauthorised = (request: FastifyRequest, reply: FastifyReply, reason: string) => {
    securityEvent(request, { kind: 'bearer-refused', reason }, 'bearer token refused')
    // The same answer as a signed-out browser's (session-auth.ts adds the login URL), with the challenge.
    const error = reason === 'malformed' ? 'invalid_request' : 'invalid_token'
    return reply
      .code(401)
      .header('www-authenticate', `Bearer error="${error}"`)
      .send({ code: 'UNAUTHORISED', message: SIGNED_OUT_MESSAGE })
  }

  async function verify(accessToken: string): Promise<Verdict> {
    const key = createHash('sha256').update(accessToken).digest('base64url')
    const time = now()
    const known = checked.get(key)
    if (known && time - known.checkedAt < BEARER_CHECK_REUSE_MS && known.caller.expiresAt > time)
      return { caller: known.caller }
    checked.delete(key)
    // Never taken unchecked: no answer from the provider is the gateway's 503, not a sign-out. A
    // refusal of the token itself (a JWT-shaped string: unsupported_token_type) is the token's 401.
    let answer: IntrospectionResponse
    try {
      answer = await oidcClient.introspect(accessToken)
    } catch (error) {
      if (error instanceof ResponseBodyError && error.status < 500) return { refused: error.error }
      throw new Refusal(503, 'SERVICE_UNAVAILABLE', DEFAULT_ERROR, {}, { cause: error })
    }
    const verdict = judge(answer, accessToken, {
      issuer: config.OIDC_ISSUER,
      clientId: config.APP_CLIENT_ID,
      now: time,
    })
    if ('caller' in verdict) {
      if (checked.size >= CHECKED_TOKENS_MAX) checked.delete(checked.keys().next().value ?? '')
      checked.set(key, { caller: verdict.caller, checkedAt: time })
    }
    return verdict
  }

  fastify.decorateRequest('bearer', null)

  fastify.decorate('authenticateBearer', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.config.browserOnly) {
      securityEvent(request, { kind: 'bearer-refused', reason: 'browser_only' }, 'bearer token refused')
      await reply.code(403).send({ code: 'BROWSER_SESSION_ONLY', message: BROWSER_SESSION_ONLY_MESSAGE })
      return
    }
    const token = tokenOf(request.headers.authorization)
    if (!token) {
      await unauthorised(request, reply, 'malformed')
      return
    }
    const verdict = await verify(token)
    if ('refused' in verdict) await unauthorised(request, reply, verdict.refused)
    else request.bearer = verdict.caller
  })
}

export default fp(bearerAuth, { name: 'bearer-auth', dependencies: ['oidc-client'] })
