/**
 * progressive/password-validation (pwdValidity: INVALID when a rule fails or the password is one
 * the address's account already has) and progressive/password (stored as argon2id).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { passwordValidation, setPassword } from '../../../../shared/contract/upstream/identity.ts'
import { checkPassword } from '../../../../shared/validation/password-rules.ts'
import { hashPassword, verifyPassword } from '../../auth/passwords.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import { openJourney } from '../open-journey.ts'
import { type Registration, userDataOf } from '../repository.ts'

const password: FastifyPluginAsyncTypebox = async (fastify) => {
  const { collectorsRepository: collectors, registrationsRepository: registrations } = fastify
  const open = (authToken: string) => openJourney(registrations, authToken)

  /** INVALID when a rule fails or the password is the one the e-mail's account already has. */
  async function validity(
    row: Registration,
    password: string,
    names: { firstName?: string; lastName?: string },
  ) {
    const checks = checkPassword(password, { ...names, email: row.email ?? '' })
    if (!Object.values(checks).every(Boolean)) return 'INVALID' as const
    const previous = await collectors.passwordHashes({ email: row.email ?? '', id: row.collector_id ?? '' })
    for (const hash of previous) if (hash && (await verifyPassword(hash, password))) return 'INVALID' as const
    return 'VALID' as const
  }

  fastify.route({
    ...routeOf(passwordValidation),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const row = await open(request.body.authToken)
      const { firstName, lastName, password } = request.body
      return { pwdValidity: await validity(row, password, { firstName, lastName }) }
    },
  })

  fastify.route({
    ...routeOf(setPassword),
    config: { callers: 'anonymous' },
    handler: async (request, reply) => {
      const row = await open(request.body.authToken)
      const { firstName, lastName } = userDataOf(row)
      if ((await validity(row, request.body.password, { firstName, lastName })) !== 'VALID')
        throw new UpstreamRefusal(400, { code: 'PASSWORD_INVALID', message: 'Choose a different password' })
      await registrations.update(row.auth_token, { password_hash: await hashPassword(request.body.password) })
      return reply.code(204).send(null)
    },
  })
}

export default password
