/**
 * GET /oauth_redirect: the provider's redirect back (the registered redirect_uri). The session's
 * login transaction is used once (its state is claimed in the single-use store, so an old copy of
 * the cookie cannot replay it): a missing one, another state, an error from the provider or a
 * refused token answer ends on /login-failed; an expired one (10 minutes) starts the login again,
 * keeping next. The Location after it never carries the code or a token (SES-9).
 * @see https://github.com/panva/oauth4webapi/blob/main/src/index.ts (validateAuthResponse)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { isAllowedRedirect, redirectAllowlist } from '../../../../config/redirect-allowlist.ts'
import { loginApi } from '../../../../shared/contract/login.ts'
import { createRouteTable } from '../../../../shared/routes/route-table.ts'
import { securityEvent } from '../../../telemetry/security-event.ts'
import { completeLogin } from '../../plugins/app/identity/complete-login.ts'
import { afterLogin, LOGIN_FAILED_PATH } from '../../plugins/app/identity/destinations.ts'
import { isExpired, LOGIN_TRANSACTION_MS } from '../../plugins/app/identity/login-transaction.ts'
import { redirectUriOf } from '../../plugins/app/identity/oidc-client.ts'

const LOGIN_TRANSACTION_S = LOGIN_TRANSACTION_MS / 1000

const oauthRedirect: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, oidcClient } = fastify
  const allowlist = redirectAllowlist(config.APP_ENV)
  const routes = createRouteTable({ identityStartPrefix: config.IDENTITY_START_PREFIX })

  // Public: it is where a session begins.
  fastify.get(
    '/oauth_redirect',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      // The code and state in this URL must not become the next page's referrer.
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer')
      const login = request.session.get('login')
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''
      const failed = (reason: string, error?: unknown) => {
        request.log.info({ reason, err: error }, 'identity login failed')
        return reply.redirect(LOGIN_FAILED_PATH, 303)
      }
      if (!login) return failed('no_login_transaction')
      // One use only: a replayed callback finds nothing.
      request.session.set('login', undefined)
      if (isExpired(login, oidcClient.now())) {
        const next = login.next ? `?next=${encodeURIComponent(login.next)}` : ''
        request.log.info({ reason: 'login_transaction_expired' }, 'identity login restarted')
        return reply.redirect(`${loginApi.identityStart.url}${next}`, 303)
      }
      // The configured redirect_uri, never the request's Host (OIDC-6).
      const callbackUrl = new URL(`${redirectUriOf(config)}${search}`)
      if (callbackUrl.searchParams.get('state') !== login.state) return failed('state_mismatch')
      // The cookie is the browser's: an old copy still holds the transaction. The store makes the
      // state one-time across copies and replicas.
      if (!(await fastify.singleUse.claim(`login-state:${login.state}`, LOGIN_TRANSACTION_S)))
        return failed('state_replayed')
      try {
        await completeLogin(fastify, request, callbackUrl, login)
      } catch (error) {
        return failed('callback_refused', error)
      }
      // This browser is now known for the collector: a lockout caused by others lets it through.
      const collectorId = request.session.get('collectorId')
      if (collectorId) fastify.deviceProof.remember(reply, collectorId)
      if (login.redirectUrl && !isAllowedRedirect(login.redirectUrl, allowlist))
        securityEvent(request, { kind: 'redirect-refused', at: 'login' }, 'redirect refused')
      return reply.redirect(afterLogin(login, allowlist, routes), 303)
    },
  )
}

export default oauthRedirect
