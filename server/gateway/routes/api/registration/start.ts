/**
 * The two ways into the journey: the card check answer (which clears any previous journey) and,
 * on the card path, the card number (progressive/card-check).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { registrationApi } from '../../../../../shared/contract/registration.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import type { CardCheck } from '../../../../../shared/contract/upstream/identity.ts'
import { cardCheckRules, cardNumberRules } from '../../../../../shared/validation/form-rules.ts'
import { checkFields } from '../../../errors/refusal.ts'
import { rememberLoginHint } from '../../../plugins/app/identity/login-hint.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'
import { advance } from './journey.ts'
import { loginStart } from './login-start.ts'
import { guard, refusals, saveJourney, step } from './replies.ts'

const start: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(registrationApi.start),
    config: { access: 'public', stateChanging: true },
    handler: async (request) => {
      checkFields(cardCheckRules, request.body)
      const existingCard = request.body.existingCard === 'yes'
      const nextStep = existingCard ? 'enter-collector-id' : 'enter-email-address'
      saveJourney(request, {
        existingCard,
        registrationDone: request.body.registrationDone === true,
        nextStep,
        pwdValidity: 'NA',
      })
      return step(nextStep)
    },
  })

  fastify.route({
    ...routeOf(registrationApi.cardNumber),
    config: {
      access: 'public',
      stateChanging: true,
      captcha: true,
      rateLimit: { max: 10, timeWindow: 600_000 },
    },
    handler: async (request) => {
      const state = guard(request, 'enter-collector-id')
      checkFields(cardNumberRules(fastify.config.SCHEME_NAME), request.body)
      const cardNumber = (request.body.cardNumber ?? '').trim()
      let card: CardCheck
      try {
        card = await fastify.upstream.identity.cardCheck({ cardNumber }, { log: request.log })
      } catch (error) {
        if (!(error instanceof UpstreamError && error.errorStatus === 'CARD_INACTIVATED')) throw error
        throw refusals.cardNotApplicable(error.message)
      }
      if (card.nextStep === 'DO_LOGIN_IDENTITY') {
        // The card has an online account: its login page starts with the number filled in.
        rememberLoginHint(request, cardNumber)
        return step('enter-collector-id', { signUpStep: card.nextStep, redirectTo: loginStart(fastify) })
      }
      const userType = card.nextStep === 'DO_VERIFY_ANALOGUE_NECTAR' ? 'ANALOG' : 'GHOST'
      const changes = { authToken: card.authToken, userType, collectorId: card.collectorId } as const
      const advanced = advance(state, 'enter-collector-id', changes, { restart: true })
      saveJourney(request, advanced)
      return step(advanced.nextStep, { signUpStep: card.nextStep })
    },
  })
}

export default start
