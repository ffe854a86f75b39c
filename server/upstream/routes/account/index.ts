/**
 * The management API's account calls for the signed-in collector (routes specification §7):
 * profile and address edits, the signed-in security code, the e-mail, mobile and password changes,
 * the missing information and the profile refresh. Autoload loads only index.ts of a folder that
 * has one: each concern registers here.
 */
import type { FastifyPluginAsync } from 'fastify'
import address from './address.ts'
import email from './email.ts'
import missingInformation from './missing-information.ts'
import mobile from './mobile.ts'
import password from './password.ts'
import profile from './profile.ts'
import securityCode from './security-code.ts'

const account: FastifyPluginAsync = async (fastify) => {
  for (const plugin of [profile, address, securityCode, email, mobile, password, missingInformation])
    await fastify.register(plugin)
}

export default account
