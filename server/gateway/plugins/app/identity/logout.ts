/**
 * Logout as the registration specification's §4 gives it, on the gateway: delete-session, the two
 * hotel logouts when the hotels-logout switch is on, and when the redirect-to-identity switch is
 * on the identity logout (logout-session's oidcToken as id_token_hint, with a post-logout
 * redirect). The refresh token is revoked at the provider in every case (SES-6). Upstream
 * failures are logged and never keep the collector signed in.
 *
 * The provider's end-session URL holds the ID token, so the answer never carries it (OIDC-5): it
 * stays in `fastify.logoutHops` and the answer names the end-session hop with a one-time ticket;
 * that hop's 303 takes the top-level navigation to the provider, and nothing else (page script's
 * fetch() or a frame) gets it: routes/logout/end-session.
 * @see https://openid.net/specs/openid-connect-rpinitiated-1_0.html
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { evaluateSwitches } from '../../../../../config/switches.ts'
import type { SwitchValues } from '../../../../../shared/switches.ts'
import { deadlineAt, remainingMs, withDeadline } from '../upstream/request-deadline.ts'
import { afterLogout, WELCOME_PATH } from './destinations.ts'

/** Where the provider sends the browser after an identity logout with a next page. */
const LOGOUT_RETURN_PATH = '/logout'
/**
 * The part of the request's deadline kept for the refresh token's revocation (SES-6): upstream
 * logout steps that hang give way to it, rather than spend the whole budget and leave the token
 * valid at the provider. A quarter of what is left, at most 5 s.
 */
const REVOCATION_RESERVE_MS = 5_000
const revocationReserve = () => Math.min(REVOCATION_RESERVE_MS, Math.max(0, remainingMs()) / 4)

/** The gateway route that redirects the browser to the provider's end-session endpoint. */
const END_SESSION_HOP_PATH = '/logout/end-session'

type SwitchSource = { featureSwitches?: { values(request: FastifyRequest): Promise<SwitchValues> } }

/** The request's switch values (feature-switches plugin when loaded, else the environment's). */
function switchValues(fastify: FastifyInstance, request: FastifyRequest): Promise<SwitchValues> {
  const source = (fastify as FastifyInstance & SwitchSource).featureSwitches
  return source ? source.values(request) : Promise.resolve(evaluateSwitches(fastify.config.APP_ENV))
}

const settle = async <T>(
  request: FastifyRequest,
  step: string,
  call: () => Promise<T>,
): Promise<T | undefined> => {
  try {
    return await call()
  } catch (error) {
    request.log.warn({ err: error, step }, 'logout step failed')
    return undefined
  }
}

export async function logOut(fastify: FastifyInstance, request: FastifyRequest, next: string | undefined) {
  const { config, oidcClient, upstream } = fastify
  const switches = await switchValues(fastify, request)
  let location = afterLogout(next, {
    identityStartPrefix: config.IDENTITY_START_PREFIX,
    identityRegistration: true,
  })
  if (!request.session.get('tokens')) return location

  const context = { log: request.log }
  await withDeadline(deadlineAt() - revocationReserve(), async () => {
    const access = await settle(request, 'refresh', () => request.accessToken())
    if (typeof access === 'string') {
      await settle(request, 'delete-session', () => upstream.management.deleteSession(access, context))
      if (switches.isHotelsLogoutEnabled) {
        await Promise.all([
          settle(request, 'hotels-logout', () => upstream.management.hotelsLogout(access, context)),
          settle(request, 'hotels-partner-logout', () =>
            upstream.management.hotelsPartnerLogout(access, context),
          ),
        ])
      }
      if (switches.isRedirectToIdentityAfterLogoutEnabled) {
        const reply = await settle(request, 'logout-session', () =>
          upstream.management.logoutSession(access, context),
        )
        if (reply) {
          const ticket = await settle(request, 'end-session', async () =>
            fastify.logoutHops.keep(await identityLogout(fastify, reply.oidcToken, next)),
          )
          if (ticket) location = endSessionHop(ticket, next)
        }
      }
    }
  })
  const refresh = request.session.get('tokens')?.refresh
  if (refresh) await settle(request, 'revoke', () => oidcClient.revoke(refresh))
  return location
}

/** The hop's address: the ticket, and next for the plain destination once the ticket is spent. */
function endSessionHop(ticket: string, next: string | undefined) {
  const query = new URLSearchParams({ ticket })
  if (next) query.set('next', next)
  return `${END_SESSION_HOP_PATH}?${query}`
}

/** The provider's end-session URL; a next page comes back through /logout as `state`. */
async function identityLogout(fastify: FastifyInstance, idTokenHint: string, next: string | undefined) {
  const origin = fastify.config.PUBLIC_ORIGIN
  const url = next
    ? await fastify.oidcClient.endSessionUrl(idTokenHint, `${origin}${LOGOUT_RETURN_PATH}`, next)
    : await fastify.oidcClient.endSessionUrl(idTokenHint, `${origin}${WELCOME_PATH}`)
  return url.href
}
