/**
 * /api/account: the signed-in collector's account pages (details, name, address, e-mail and mobile
 * with a security code, password and its validity, additional details). Autoload loads only this file of the
 * folder; each concern registers here.
 */
import type { FastifyPluginAsync } from 'fastify'
import additionalDetails from './additional-details.ts'
import address from './address.ts'
import details from './details.ts'
import email from './email.ts'
import mobile from './mobile.ts'
import password from './password.ts'
import passwordValidity from './password-validity.ts'

const account: FastifyPluginAsync = async (fastify) => {
  for (const plugin of [details, address, email, mobile, password, passwordValidity, additionalDetails])
    await fastify.register(plugin)
}

export default account
