/**
 * /api/registration: the registration journey, guarded on the server (journey.ts). Autoload loads
 * only this file of the folder; the steps register here.
 * @see https://github.com/fastify/demo/blob/main/src/routes/api/auth/index.ts
 */
import type { FastifyPluginAsync } from 'fastify'
import address from './address.ts'
import business from './business.ts'
import completion from './completion.ts'
import credentials from './credentials.ts'
import details from './details.ts'
import email from './email.ts'
import start from './start.ts'
import state from './state.ts'
import submit from './submit.ts'

const registration: FastifyPluginAsync = async (fastify) => {
  for (const plugin of [start, email, business, details, address, credentials, submit, completion, state])
    await fastify.register(plugin)
}

export default registration
