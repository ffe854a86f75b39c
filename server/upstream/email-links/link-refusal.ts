/** A link that leads nowhere, answered with its own status and code (LINK_REFUSALS): 404, 409, 410. */
import type { FastifyReply } from 'fastify'
import { LINK_REFUSALS, type LinkRefusalCode } from '../../../shared/constants/email-links.ts'

export function refuseLink(reply: FastifyReply, code: LinkRefusalCode) {
  const { status, heading } = LINK_REFUSALS[code]
  return reply.code(status).send({ code, message: heading })
}
