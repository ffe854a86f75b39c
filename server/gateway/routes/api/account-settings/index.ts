/**
 * /api/account-settings: preferences (communication, online advertising, sound effects), a
 * replacement card, and deleting the account. Autoload loads only this file of the folder; each
 * route file registers here.
 */
import type { FastifyPluginAsync } from 'fastify'
import deleteAccount from './delete-account.ts'
import preferences from './preferences.ts'
import replaceCard from './replace-card.ts'

const accountSettings: FastifyPluginAsync = async (fastify) => {
  for (const plugin of [preferences, replaceCard, deleteAccount]) await fastify.register(plugin)
}

export default accountSettings
