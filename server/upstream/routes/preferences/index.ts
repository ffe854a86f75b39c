/** GET and PUT /preferences/sound-effects: whether the app plays sound effects for the signed-in collector. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { soundEffects, updateSoundEffects } from '../../../../shared/contract/upstream/account-settings.ts'
import { authenticate } from '../../auth/bearer.ts'

const preferences: FastifyPluginAsyncTypebox = async (fastify) => {
  const repository = fastify.accountSettingsRepository

  fastify.route({
    ...routeOf(soundEffects),
    handler: async (request, reply) => {
      const caller = await authenticate(fastify, request, reply)
      if (!caller) return reply
      return { enabled: await repository.soundEffects(caller.collectorId) }
    },
  })

  fastify.route({
    ...routeOf(updateSoundEffects),
    handler: async (request, reply) => {
      const caller = await authenticate(fastify, request, reply)
      if (!caller) return reply
      return { enabled: await repository.setSoundEffects(caller.collectorId, request.body.enabled) }
    },
  })
}

export default preferences
