/** GET and PUT /preferences/sound-effects: whether the app plays sound effects for the signed-in collector. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { soundEffects, updateSoundEffects } from '../../../../shared/contract/upstream/account-settings.ts'

const preferences: FastifyPluginAsyncTypebox = async (fastify) => {
  const repository = fastify.accountSettingsRepository

  fastify.route({
    ...routeOf(soundEffects),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      return { enabled: await repository.soundEffects(caller.collectorId) }
    },
  })

  fastify.route({
    ...routeOf(updateSoundEffects),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      return { enabled: await repository.setSoundEffects(caller.collectorId, request.body.enabled) }
    },
  })
}

export default preferences
