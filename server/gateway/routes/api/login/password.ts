/**
 * POST /api/login/password: password login after card-number entry (registration specification
 * §2 enter-password, §4; routes §7 collector sessions). The upstream answers a one-time login
 * token (the browser then goes through the identity login start, so the tokens come from the
 * code flow and stay in the session), or 141 (device two-factor: the first code is sent at
 * once), or DN57 (session upgrade at the identity provider).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { loginApi, WRONG_PASSWORD } from '../../../../../shared/contract/login.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { validateFields } from '../../../../../shared/validation/field-rule.ts'
import { passwordLoginRules } from '../../../../../shared/validation/form-rules.ts'
import { invalidFields, Refusal } from '../../../errors/refusal.ts'
import { UPSTREAM_CODES, UpstreamError } from '../../../plugins/app/upstream/errors.ts'
import {
  accountPaused,
  clearLogin,
  currentLogin,
  IDENTITY_START_ROUTE,
  identifierLimit,
  identityStart,
  notStarted,
  perClientLimit,
} from './card-login.ts'

const SESSION_UPGRADE_MESSAGE = 'Please log in again to continue.'

const password: FastifyPluginAsyncTypebox = async (fastify) => {
  const perCollector = identifierLimit(fastify, 'password-login', 5, accountPaused)
  // A device that signed in to this account before has a budget of its own: others' guesses,
  // which spend the one above, cannot lock the collector out of their own browser.
  const perKnownDevice = identifierLimit(fastify, 'password-login-known-device', 5, accountPaused)
  const issuer = fastify.config.OIDC_ISSUER

  fastify.route({
    ...routeOf(loginApi.password),
    config: { access: 'public', stateChanging: true, captcha: true, rateLimit: perClientLimit(10) },
    handler: async (request, reply) => {
      const login = currentLogin(request)
      if (!login) throw notStarted(fastify)
      const fields = validateFields(passwordLoginRules, request.body)
      if (Object.keys(fields).length > 0) throw invalidFields(fields)
      const knownDevice = fastify.deviceProof.proves(request, login.collectorId)
      await (knownDevice ? perKnownDevice : perCollector)(request, reply, login.collectorId)
      // The collector's address: the upstream's per-address login budget keys on it.
      const context = { log: request.log, clientIp: request.ip }
      try {
        const { loginToken } = await fastify.upstream.identity.collectorSession(
          {
            collectorId: login.collectorId,
            password: request.body.password,
            ...(knownDevice ? { knownDevice } : {}),
          },
          context,
        )
        clearLogin(request)
        return { redirectTo: identityStart(loginToken, login.next) }
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error
        if (error.code === UPSTREAM_CODES.unauthorised)
          throw new Refusal(400, 'WRONG_PASSWORD', WRONG_PASSWORD)
        // The upstream's per-account budget, shared with the provider's form, is spent.
        if (error.upstreamStatus === 429) throw accountPaused()
        if (error.code === UPSTREAM_CODES.deviceTwoFactor && error.encryptedSessionJwt) {
          const sent = await fastify.upstream.identity.twoFactorCheck(error.encryptedSessionJwt, context)
          request.session.set('cardLogin', {
            ...login,
            twoFactor: { encryptedSessionJwt: error.encryptedSessionJwt, ...sent },
          })
          return { redirectTo: `${fastify.config.IDENTITY_START_PREFIX}/two-factor` }
        }
        // Only the provider's own authorize endpoint: the token goes back through our login start.
        if (
          error.code === UPSTREAM_CODES.sessionUpgrade &&
          error.token &&
          error.loginUrl?.startsWith(issuer)
        ) {
          clearLogin(request)
          throw new Refusal(400, '57', SESSION_UPGRADE_MESSAGE, {
            errorCode: 'DN57',
            loginUrl: IDENTITY_START_ROUTE,
            token: error.token,
          })
        }
        throw error
      }
    },
  })
}

export default password
