/**
 * /api/temp-card: a 30-day temporary card by e-mail (nectar-lite/access-email), its resend, and
 * the card the e-mailed link opens (nectar-lite/card) with its barcode.
 * @see https://github.com/fastify/demo/blob/main/src/routes/api/tasks/index.ts
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { tempCardApi } from '../../../../../shared/contract/temp-card.ts'
import { tempCardRules } from '../../../../../shared/validation/form-rules.ts'
import { checkFields, Refusal } from '../../../errors/refusal.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'
import { withholdUpstreamText } from '../../../plugins/app/upstream/withhold.ts'
import { barcodeDataUrl } from './barcode.ts'

const TEMP_CARD_NOT_FOUND = 'This temporary card link is not valid'

const tempCard: FastifyPluginAsyncTypebox = async (fastify) => {
  const { identity } = fastify.upstream
  // Per address across every client IP: nobody can flood one inbox.
  const perAddress = fastify.createIdentifierLimit({ name: 'temp-card-email', max: 5, timeWindow: 3_600_000 })

  fastify.route({
    ...routeOf(tempCardApi.email),
    config: {
      access: 'public',
      stateChanging: true,
      captcha: true,
      rateLimit: { max: 5, timeWindow: 600_000 },
    },
    handler: async (request, reply) => {
      checkFields(tempCardRules, request.body)
      const email = (request.body.email ?? '').trim().toLowerCase()
      await perAddress(request, reply, email)
      await identity.accessEmail(email, { log: request.log })
      request.session.set('tempCardEmail', email)
      return reply.code(202).send({ email })
    },
  })

  fastify.route({
    ...routeOf(tempCardApi.resend),
    config: { access: 'public', stateChanging: true, rateLimit: { max: 3, timeWindow: 600_000 } },
    handler: async (request, reply) => {
      const email = request.session.get('tempCardEmail')
      if (!email) throw new Refusal(409, 'STEP_OUT_OF_ORDER', 'Enter your email address first')
      await perAddress(request, reply, email)
      await identity.accessEmail(email, { log: request.log })
      return reply.code(202).send({ email })
    },
  })

  fastify.route({
    ...routeOf(tempCardApi.get),
    // Public: the e-mailed link's token is the credential.
    config: { access: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request, reply) => {
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
  })
}

export default tempCard
