/**
 * /api/self-service: what a collector who cannot sign in does for themself (issue 11): the
 * two-factor steps every signed-out flow shares (with the code's e-mailed link) and the password reset. Every route is public
 * and rate limited, and every refusal logs a security event. Autoload loads only this file of the folder; each route file registers here.
 */
import type { FastifyPluginAsync } from 'fastify'
import codeLink from './code-link.ts'
import passwordReset from './password-reset.ts'
import { logSecurityEvents } from './security-events.ts'
import twoFactor from './two-factor.ts'

const selfService: FastifyPluginAsync = async (fastify) => {
  logSecurityEvents(fastify)
  for (const plugin of [twoFactor, passwordReset, codeLink]) await fastify.register(plugin)
}

export default selfService
