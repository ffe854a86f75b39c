/**
 * The security code's e-mailed link: 2fa/link (does it still work, for which flow) and
 * 2fa/link/verify (the code, with the flow's own tries). A refused link answers with the e-mailed
 * links' codes and statuses.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import {
  securityCodeLink,
  verifySecurityCodeLink,
} from '../../../../shared/contract/upstream/self-service.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'

const REFUSALS = {
  LINK_UNKNOWN: [404, 'This link is not valid or has expired'],
  LINK_USED: [409, 'This link has already been used'],
  LINK_EXPIRED: [410, 'This link has expired'],
  WRONG_CODE: [400, 'Wrong security code'],
  CODE_EXPIRED: [400, 'This security code has expired'],
} as const

const codeLinks: FastifyPluginAsyncTypebox = async (fastify) => {
  const links = fastify.codeLinks

  fastify.route({
    ...routeOf(securityCodeLink),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const opened = await links.open(request.body.token)
      if (!('refused' in opened)) return opened
      const [status, message] = REFUSALS[opened.refused]
      throw new UpstreamRefusal(status, { code: opened.refused, message })
    },
  })

  fastify.route({
    ...routeOf(verifySecurityCodeLink),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const result = await links.verify(request.body.token, request.body.code)
      if (!('refused' in result)) return result
      const [status, message] = REFUSALS[result.refused]
      throw new UpstreamRefusal(status, { code: result.refused, message })
    },
  })
}

export default codeLinks
