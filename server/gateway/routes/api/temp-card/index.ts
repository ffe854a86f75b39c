/**
 * /api/temp-card: a 30-day temporary card by e-mail (nectar-lite/access-email), its resend, and
 * the card the e-mailed link opens (nectar-lite/card) with its barcode.
 * @see https://github.com/fastify/demo/blob/main/src/routes/api/tasks/index.ts
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import {
  RegistrationErrorSchema,
  TempCardEmailBodySchema,
  TempCardParamsSchema,
  TempCardResponseSchema,
  TempCardSentResponseSchema,
} from '../../../../../shared/contract/registration.ts'
import { tempCardRules } from '../../../../../shared/validation/form-rules.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'
import { withholdUpstreamText } from '../../../plugins/app/upstream/withhold.ts'
import { ERROR_RESPONSES, passes } from '../registration/replies.ts'
import { barcodeDataUrl } from './barcode.ts'

export const TEMP_CARD_NOT_FOUND = 'This temporary card link is not valid'

const tempCard: FastifyPluginAsyncTypebox = async (fastify) => {
  const { identity } = fastify.upstream
  const sent = { 202: TempCardSentResponseSchema, ...ERROR_RESPONSES }
  // Per address across every client IP: nobody can flood one inbox.
  const perAddress = fastify.createIdentifierLimit({ name: 'temp-card-email', max: 5, timeWindow: 3_600_000 })

  fastify.post(
    '/email',
    {
      config: { stateChanging: true, captcha: true, rateLimit: { max: 5, timeWindow: 600_000 } },
      schema: {
        tags: ['temp-card'],
        summary: 'Sends a temporary card to an e-mail address',
        body: Type.Partial(TempCardEmailBodySchema),
        response: sent,
      },
    },
    async (request, reply) => {
      if (!passes(reply, tempCardRules, request.body)) return reply
      const email = (request.body.email ?? '').trim().toLowerCase()
      await perAddress(request, reply, email)
      await identity.accessEmail(email, { log: request.log })
      request.session.set('tempCardEmail', email)
      return reply.code(202).send({ email })
    },
  )

  fastify.post(
    '/resend',
    {
      config: { stateChanging: true, rateLimit: { max: 3, timeWindow: 600_000 } },
      schema: { tags: ['temp-card'], summary: 'Sends the temporary card e-mail again', response: sent },
    },
    async (request, reply) => {
      const email = request.session.get('tempCardEmail')
      if (!email)
        return reply.code(409).send({ code: 'STEP_OUT_OF_ORDER', message: 'Enter your email address first' })
      await perAddress(request, reply, email)
      await identity.accessEmail(email, { log: request.log })
      return reply.code(202).send({ email })
    },
  )

  fastify.get(
    '/:token',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['temp-card'],
        summary: 'The temporary card of an e-mailed link',
        params: TempCardParamsSchema,
        response: { 200: TempCardResponseSchema, ...ERROR_RESPONSES, 404: RegistrationErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer')
      try {
        const card = await identity.tempCard(request.params.token, { log: request.log })
        return { ...card, barcode: barcodeDataUrl(card.cardNumber) }
      } catch (error) {
        if (!(error instanceof UpstreamError && error.status === 404)) {
          throw withholdUpstreamText(error, request.log)
        }
        return reply.code(404).send({ code: 'NOT_FOUND', message: TEMP_CARD_NOT_FOUND })
      }
    },
  )
}

export default tempCard
