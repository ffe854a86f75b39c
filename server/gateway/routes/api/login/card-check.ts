/**
 * POST /api/login/card-check: card-number entry's submit (registration specification §2). The
 * number is checked with the shared rule and the captcha, then by the identity API
 * (progressive/card-check), whose next step decides where the browser goes. Checks of one card
 * number are limited from anywhere; once spent, only a device that signed in to the card's account
 * before goes on (device-proof.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CARD_NOT_APPLICABLE, CARD_NOT_RECOGNISED, loginApi } from '../../../../../shared/contract/login.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { createRouteTable } from '../../../../../shared/routes/route-table.ts'
import { safeNextPath } from '../../../../../shared/routes/safe-redirect.ts'
import { validateFields } from '../../../../../shared/validation/field-rule.ts'
import { cardNumberRules } from '../../../../../shared/validation/form-rules.ts'
import { invalidFields, Refusal } from '../../../errors/refusal.ts'
import { rememberLoginHint } from '../../../plugins/app/identity/login-hint.ts'
import type {} from '../../../plugins/app/session/card-login-data.ts'
import { UPSTREAM_CODES, UpstreamError } from '../../../plugins/app/upstream/errors.ts'
import { accountPaused, identifierLimit, identityStart, isTooMany, perClientLimit } from './card-login.ts'

const cardCheck: FastifyPluginAsyncTypebox = async (fastify) => {
  const prefix = fastify.config.IDENTITY_START_PREFIX
  const routes = createRouteTable({ identityStartPrefix: prefix })
  const perCard = identifierLimit(fastify, 'card-check', 10, accountPaused)

  fastify.route({
    ...routeOf(loginApi.cardCheck),
    config: { access: 'public', stateChanging: true, captcha: true, rateLimit: perClientLimit(20) },
    handler: async (request, reply) => {
      const fields = validateFields(cardNumberRules(fastify.config.SCHEME_NAME), request.body)
      if (Object.keys(fields).length > 0) throw invalidFields(fields)
      const cardNumber = request.body.cardNumber.trim()
      const next = safeNextPath(request.body.next, routes)
      // Checks of this card number from anywhere are spent: only a device that signed in to the
      // card's account before goes on, and every other answer is the same refusal.
      const paused = await perCard(request, reply, cardNumber).then(
        () => false,
        (error: unknown) => {
          if (isTooMany(error) && fastify.deviceProof.present(request)) return true
          throw error
        },
      )
      let card: Awaited<ReturnType<typeof fastify.upstream.identity.cardCheck>>
      try {
        card = await fastify.upstream.identity.cardCheck(
          { cardNumber, purpose: 'login' },
          { log: request.log },
        )
        if (paused && !(card.collectorId && fastify.deviceProof.proves(request, card.collectorId)))
          throw accountPaused()
      } catch (error) {
        if (paused) throw accountPaused()
        if (!(error instanceof UpstreamError)) throw error
        if (error.code === UPSTREAM_CODES.cardNotRecognised)
          throw new Refusal(400, 'DN11', CARD_NOT_RECOGNISED)
        if (error.errorStatus === 'CARD_INACTIVATED')
          throw new Refusal(400, 'CARD_NOT_APPLICABLE', CARD_NOT_APPLICABLE)
        throw error
      }
      const { nextStep, collectorId } = card
      // Every answer but the analogue check leads to a login, whose page may fill the number in.
      if (nextStep !== 'DO_VERIFY_ANALOGUE_NECTAR') rememberLoginHint(request, cardNumber)
      if (nextStep === 'DO_LOGIN' && collectorId) {
        request.session.set('cardLogin', { collectorId, startedAt: Date.now(), ...(next ? { next } : {}) })
        return { nextStep, redirectTo: `${prefix}/enter-password` }
      }
      if (nextStep === 'DO_VERIFY_ANALOGUE_NECTAR') {
        // The plastic-card holder confirms their details in the registration journey (analog mode).
        const registration = request.session.get('registration')
        request.session.set('registration', {
          ...registration,
          existingCard: true,
          registrationDone: registration?.registrationDone ?? false,
          pwdValidity: 'NA',
          authToken: card.authToken,
          userType: 'ANALOG',
          collectorId,
          nextStep: 'customer-details',
        })
        return { nextStep, redirectTo: `${prefix}/customer-details` }
      }
      return { nextStep, redirectTo: identityStart(undefined, next) }
    },
  })
}

export default cardCheck
