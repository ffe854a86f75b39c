/**
 * The e-mail steps: the address (progressive/email-check, or identity-email-check-confirm when the
 * identity provider already confirmed it), the resend, and the e-mailed link, which restores the
 * journey in whatever browser opens it and then redirects to the next screen.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { registrationApi } from '../../../../../shared/contract/registration.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import type { EmailConfirm } from '../../../../../shared/contract/upstream/identity.ts'
import { emailRules } from '../../../../../shared/validation/form-rules.ts'
import { checkFields } from '../../../errors/refusal.ts'
import type { RegistrationState } from '../../../plugins/app/session/session-data.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'
import { type AdvancedState, advance } from './journey.ts'
import { guard, journeyOfSession, refusals, restartOn401, saveJourney, step } from './replies.ts'

/** Where an expired e-mailed link lands: the verify-failed screen, saying the link has expired. */
const LINK_EXPIRED_PATH = 'verify-failed?link=expired'

/** The longest token the identity service issues for the e-mailed link. */
const CONFIRM_TOKEN_MAX_LENGTH = 200

/** Confirmation e-mails one address may receive in an hour. */
const EMAIL_SENDS_PER_HOUR = 5

/** The journey as the confirmation left it, continuing the session's own when it is the same one. */
function confirmedJourney(current: RegistrationState | undefined, confirmed: EmailConfirm): AdvancedState {
  const same = current?.authToken === confirmed.authToken && !current.signUpStatus
  const base: RegistrationState = same
    ? current
    : {
        authToken: confirmed.authToken,
        existingCard: confirmed.userType !== undefined,
        userType: confirmed.userType,
        accountType: confirmed.accountType,
        registrationDone: confirmed.registrationDone,
        pwdValidity: 'NA',
        nextStep: 'check-email',
      }
  return advance({ ...base, email: confirmed.email }, 'check-email')
}

const email: FastifyPluginAsyncTypebox = async (fastify) => {
  const { identity } = fastify.upstream
  const prefix = fastify.config.IDENTITY_START_PREFIX
  // Per address across every client IP: nobody can flood one inbox (EMAIL_SENDS_PER_HOUR).
  const perAddress = fastify.createIdentifierLimit({
    name: 'registration-email',
    max: EMAIL_SENDS_PER_HOUR,
    timeWindow: 3_600_000,
  })

  fastify.route({
    ...routeOf(registrationApi.email),
    config: {
      access: 'public',
      stateChanging: true,
      captcha: true,
      rateLimit: { max: 10, timeWindow: 600_000 },
    },
    handler: async (request, reply) => {
      const state = guard(request, 'enter-email-address')
      checkFields(emailRules, request.body)
      const address = (request.body.email ?? '').trim().toLowerCase()
      await perAddress(request, reply, address)
      const contactByEmail = request.body.contactByEmail !== false
      const context = { log: request.log }
      const checked = await identity
        .emailCheck(
          {
            email: address,
            contactByEmail,
            authToken: state.authToken,
            registrationDone: state.registrationDone,
          },
          context,
        )
        .catch(restartOn401)
      const changes = { authToken: checked.authToken, email: address, contactByEmail }
      let next = advance(state, 'enter-email-address', changes, { restart: true })
      if (checked.nextStep === 'DO_IDENTITY_EMAIL_CONFIRM' && checked.identitySessionToken) {
        const confirmed = await identity.identityEmailCheckConfirm(
          checked.authToken,
          checked.identitySessionToken,
          context,
        )
        next = confirmedJourney(next, confirmed)
      }
      saveJourney(request, next)
      return step(next.nextStep, { signUpStep: checked.nextStep })
    },
  })

  fastify.route({
    ...routeOf(registrationApi.emailResend),
    config: { access: 'public', stateChanging: true, rateLimit: { max: 5, timeWindow: 600_000 } },
    handler: async (request, reply) => {
      const state = guard(request, 'check-email')
      if (!state.email) throw refusals.outOfOrder('enter-email-address', 'Enter your email address first')
      await perAddress(request, reply, state.email)
      const body = {
        email: state.email,
        contactByEmail: state.contactByEmail !== false,
        authToken: state.authToken,
      }
      await identity.emailCheck(body, { log: request.log }).catch(restartOn401)
      return { email: state.email }
    },
  })

  fastify.route({
    ...routeOf(registrationApi.confirm),
    config: { access: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer')
      const { token } = request.query
      if (!token || token.length > CONFIRM_TOKEN_MAX_LENGTH) {
        request.log.info({ reason: 'TOKEN_MALFORMED' }, 'registration link refused')
        return reply.redirect(`${prefix}/card-check`, 302)
      }
      try {
        const confirmed = await identity.emailCheckConfirm(token, { log: request.log })
        const next = confirmedJourney(journeyOfSession(request), confirmed)
        saveJourney(request, next)
        return reply.redirect(`${prefix}/${next.nextStep}`, 302)
      } catch (error) {
        if (!(error instanceof UpstreamError) || error.status >= 500) throw error
        request.log.info({ reason: error.errorStatus }, 'registration link refused')
        // An expired link gets a screen that says so and starts again; an unknown one starts again.
        if (error.errorStatus === 'TOKEN_EXPIRED')
          return reply.redirect(`${prefix}/${LINK_EXPIRED_PATH}`, 302)
        return reply.redirect(`${prefix}/card-check`, 302)
      }
    },
  })
}

export default email
