/**
 * /api/card-self-service: showing a card number and replacing a lost card, signed out (routes
 * specification §2.1, §6, §7). Every route is public. Autoload loads only this file of the
 * folder; each route file registers here, and the others hold what they share.
 */
import type { FastifyPluginAsync } from 'fastify'
import requestSteps from './request.ts'
import { securityEvent } from './security-event.ts'
import sendCode from './send-code.ts'
import validate from './validate.ts'

const cardSelfService: FastifyPluginAsync = async (fastify) => {
  // The captcha guard answers 403 before a handler runs: a refusal like the others.
  fastify.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 403) securityEvent(request, request.routeOptions.url ?? '', 'captcha')
  })
  for (const plugin of [requestSteps, sendCode, validate]) await fastify.register(plugin)
}

export default cardSelfService
