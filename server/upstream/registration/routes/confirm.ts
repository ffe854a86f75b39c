/**
 * progressive/email-check-confirm (the e-mailed link's token) and identity-email-check-confirm
 * (an address the identity provider confirmed): mark the e-mail confirmed and say how the
 * journey goes on. An analog card's holder already has an address on file, so the answer is
 * DO_CONFIRM_SIGN_UP_SKIP_ADDRESS. A link past its time answers TOKEN_EXPIRED (see email-link.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import {
  emailCheckConfirm,
  identityEmailCheckConfirm,
} from '../../../../shared/contract/upstream/identity.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import { checkLinkOf } from '../email-link.ts'
import type { Registration } from '../repository.ts'

const INVALID = { code: 'TOKEN_INVALID', message: 'This link is no longer valid' } as const
const EXPIRED = { code: 'TOKEN_EXPIRED', message: 'This link has expired' } as const
const USER_TYPES = { analog: 'ANALOG', ghost: 'GHOST' } as const

function confirmed(row: Registration) {
  return {
    authToken: row.auth_token,
    email: row.email ?? '',
    registrationDone: row.registration_done,
    ...(row.user_type ? { userType: USER_TYPES[row.user_type] } : {}),
    ...(row.account_type ? { accountType: row.account_type } : {}),
    ...(row.user_type === 'analog' ? { nextStep: 'DO_CONFIRM_SIGN_UP_SKIP_ADDRESS' as const } : {}),
  }
}

const confirm: FastifyPluginAsyncTypebox = async (fastify) => {
  const { registrationsRepository: registrations } = fastify

  fastify.route({
    ...routeOf(emailCheckConfirm),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const link = await checkLinkOf(registrations, request.body.token)
      if (link.kind !== 'valid') throw new UpstreamRefusal(400, link.kind === 'expired' ? EXPIRED : INVALID)
      await registrations.update(link.row.auth_token, { email_confirmed: true })
      return confirmed(link.row)
    },
  })

  fastify.route({
    ...routeOf(identityEmailCheckConfirm),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const link = await checkLinkOf(registrations, request.body.identitySessionToken)
      const row = link.kind === 'invalid' ? undefined : link.row
      if (!row || row.auth_token !== request.body.authToken || !row.registration_done)
        throw new UpstreamRefusal(400, INVALID)
      if (link.kind === 'expired') throw new UpstreamRefusal(400, EXPIRED)
      await registrations.update(row.auth_token, { email_confirmed: true, email_token_hash: null })
      return confirmed(row)
    },
  })
}

export default confirm
