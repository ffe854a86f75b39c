/**
 * /api/login: sign-in by card number (card check, password, device two-factor, the login state)
 * and the identity login start. Autoload loads only this file of the folder; each route file
 * registers here, and card-login.ts holds what they share.
 */
import type { FastifyPluginAsync } from 'fastify'
import cardCheck from './card-check.ts'
import identity from './identity.ts'
import password from './password.ts'
import state from './state.ts'
import twoFactor from './two-factor.ts'

const login: FastifyPluginAsync = async (fastify) => {
  for (const plugin of [cardCheck, password, twoFactor, state, identity]) await fastify.register(plugin)
}

export default login
