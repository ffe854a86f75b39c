/**
 * Partner connect (shared/contract/connect.ts): the page's request check (public: the visitor may not
 * be signed in yet), the signed-in collector's consent, and the partner server's one-time exchange of
 * the connection code, authenticated with its secret (HTTP Basic, RFC 6749 §2.3.1). Every outcome is
 * logged with the partner and outcome, never the code, secret or card number.
 */
import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { connectPartnersOf } from '../../../../../config/connect-partners.ts'
import { CONNECT_SCOPES } from '../../../../../shared/constants/connect-scopes.ts'
import { CONNECT_REFUSALS, connectApi } from '../../../../../shared/contract/connect.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { Refusal } from '../../../errors/refusal.ts'
import { checkConnectRequest } from './connect-request.ts'
import { CONNECTION_CODE_SECONDS, connectionCodes } from './connection-code.ts'

const digest = (text: string) => createHash('sha256').update(text).digest()

/** The id and secret are percent-encoded (RFC 6749 §2.3.1): a malformed escape names no partner. */
function percentDecoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}

/** The partner named by the Basic credentials, when its secret matches. */
function authenticatedPartner(request: FastifyRequest, secrets: Readonly<Record<string, string>>) {
  const [scheme, encoded] = (request.headers.authorization ?? '').split(' ')
  if (scheme !== 'Basic' || !encoded) return undefined
  const decoded = Buffer.from(encoded, 'base64').toString()
  const colon = decoded.indexOf(':')
  if (colon < 1) return undefined
  const [code, secret] = [percentDecoded(decoded.slice(0, colon)), percentDecoded(decoded.slice(colon + 1))]
  if (code === undefined || secret === undefined || !Object.hasOwn(secrets, code)) return undefined
  const expected = secrets[code]
  // Digests compared in constant time: the secret's length leaks nothing either.
  return expected !== undefined && timingSafeEqual(digest(secret), digest(expected)) ? code : undefined
}

const connect: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config } = fastify
  const partners = connectPartnersOf(config.APP_ENV)
  const [sessionKey] = config.sessionKeys as [Buffer]
  const codes = connectionCodes(sessionKey)
  const pairwiseKey = Buffer.from(
    hkdfSync('sha256', sessionKey, Buffer.alloc(0), 'partner-connect-pairwise', 32),
  )
  const pairwiseId = (partner: string, collectorId: string) =>
    createHmac('sha256', pairwiseKey).update(`${partner}:${collectorId}`).digest('base64url')

  const checked = (query: Parameters<typeof checkConnectRequest>[1], request: FastifyRequest) => {
    const outcome = checkConnectRequest(partners, query)
    if ('refusal' in outcome) {
      request.log.info(
        { event: 'connect-refused', partner: query.code, code: outcome.refusal },
        'connect refused',
      )
      throw new Refusal(400, outcome.refusal, CONNECT_REFUSALS[outcome.refusal])
    }
    return outcome
  }

  fastify.route({
    ...routeOf(connectApi.request),
    config: { access: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
    handler: async (request) => {
      const { partner, redirectUri, scopes } = checked(request.query, request)
      return {
        partner: { code: partner.code, name: partner.name },
        scopes: scopes.map((key) => ({
          key,
          description: CONNECT_SCOPES[key].replace('{partner}', partner.name),
        })),
        returnsTo: new URL(redirectUri).origin,
      }
    },
  })

  fastify.route({
    ...routeOf(connectApi.consent),
    config: {
      access: 'session',
      browserOnly: true,
      stateChanging: true,
      rateLimit: { max: 10, timeWindow: 60_000 },
    },
    handler: async (request) => {
      const { partner, redirectUri, scopes, state } = checked(request.body.request, request)
      const back = new URL(redirectUri)
      back.searchParams.set('state', state)
      if (request.body.decision === 'deny') {
        back.searchParams.set('error', 'access_denied')
        request.log.info({ event: 'connect-denied', partner: partner.code }, 'connect denied')
        return { redirectTo: back.href }
      }
      const collectorId = request.session.get('collectorId')
      if (!collectorId) throw new Refusal(401, 'SIGNED_OUT', 'Log in to connect your account.')
      const profile = await fastify.upstream.management.customer(await request.accessToken(), {
        log: request.log,
      })
      const code = codes.seal({
        partner: partner.code,
        redirectUri,
        scope: scopes.join(' '),
        collector: pairwiseId(partner.code, collectorId),
        ...(scopes.includes('card') && profile.cardNumber ? { cardNumber: profile.cardNumber } : {}),
        ...(scopes.includes('profile') ? { firstName: profile.firstName } : {}),
      })
      back.searchParams.set('code', code)
      request.log.info(
        { event: 'connect-allowed', partner: partner.code, scope: scopes.join(' ') },
        'connect allowed',
      )
      return { redirectTo: back.href }
    },
  })

  fastify.route({
    ...routeOf(connectApi.token),
    // Outside /api: a partner's server, not a page, calls it (no CSRF rule; its secret authenticates it).
    config: { access: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const partner = authenticatedPartner(request, config.connectPartnerSecrets)
      if (!partner) {
        reply.header('www-authenticate', 'Basic realm="connect"')
        throw new Refusal(401, 'invalid_client', 'The partner could not be authenticated.')
      }
      const grant = codes.open(request.body.code)
      const valid =
        grant !== undefined &&
        grant.partner === partner &&
        grant.redirectUri === request.body.redirect_uri &&
        (await fastify.singleUse.claim(`connect:${request.body.code}`, CONNECTION_CODE_SECONDS))
      if (!valid || !grant) {
        request.log.info({ event: 'connect-exchange-refused', partner }, 'connection code refused')
        throw new Refusal(400, 'invalid_grant', 'The connection code is invalid, expired or already used.')
      }
      request.log.info({ event: 'connect-exchanged', partner }, 'connection code exchanged')
      const { collector, scope, cardNumber, firstName } = grant
      return { collector, scope, ...(cardNumber ? { cardNumber } : {}), ...(firstName ? { firstName } : {}) }
    },
  })
}

export default connect
