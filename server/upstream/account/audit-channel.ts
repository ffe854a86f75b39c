/** Who made a change, for the audit: the channel header the gateway sends (`web`). */
import type { FastifyRequest } from 'fastify'

export const auditOf = (request: FastifyRequest) => {
  const channel = request.headers.channel
  return { channel: typeof channel === 'string' && /^[a-z-]{1,20}$/.test(channel) ? channel : 'unknown' }
}
