/**
 * POST /api/account/password/validate: pwdValidity of the new password on /account/password (routes
 * specification §5: 'Change password' stays disabled until the server says VALID). The section 5
 * rules against the collector's names and address as the scheme holds them now (read afresh, not
 * the page's copy), and a new password the same as the current one typed beside it is INVALID.
 * It never compares with the stored password: that would let a stolen session test guesses of the
 * current password without its budget. The upstream refuses the previous password on the change.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { accountApi } from '../../../../../shared/contract/account.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { validatePassword } from '../../../../../shared/validation/password-rules.ts'

const passwordValidity: FastifyPluginAsyncTypebox = async (fastify) => {
  const client = fastify.upstream.account

  fastify.route({
    ...routeOf(accountApi.passwordValidate),
    // Asked once typing pauses: generous for a person, not for a script.
    config: { access: 'session', rateLimit: { max: 60, timeWindow: 60_000 } },
    handler: async (request) => {
      const profile = await client.refresh(await request.accessToken(), { log: request.log })
      const { password, currentPassword } = request.body
      const broken = validatePassword(password, {
        firstName: profile.firstName,
        lastName: profile.lastName,
        email: profile.email ?? '',
      })
      return { pwdValidity: broken || password === currentPassword ? 'INVALID' : 'VALID' } as const
    },
  })
}

export default passwordValidity
