/**
 * Logging: pino options with a request id on every line, redaction of secrets and masking of card
 * numbers in URLs; the plugin echoes the request id on every response so a user's report can be traced.
 * @see https://fastify.dev/docs/latest/Reference/Logging/
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import proxyAddr from '@fastify/proxy-addr'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { type LoggerOptions, stdSerializers } from 'pino'
import type { Config } from '../../../../config/env.ts'
import { maskUrl } from '../../../../shared/log-masking.ts'
import { redactSecrets } from './log-redaction.ts'

// Shared with the reference upstream, which logs the same URLs (the provider's end-session).
export { maskCardNumbers, maskUrl } from '../../../../shared/log-masking.ts'

/** An inbound id is a short token: no spaces, quotes or control characters to forge log lines with. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

/** Honours `x-request-id` only when the peer is a trusted proxy; otherwise a random UUID. */
export function createGenReqId(trustProxy: string[]) {
  const trusted = trustProxy.length > 0 ? proxyAddr.compile(trustProxy) : () => false
  return (req: IncomingMessage): string => {
    const inbound = req.headers['x-request-id']
    const peer = req.socket.remoteAddress ?? ''
    if (typeof inbound === 'string' && SAFE_REQUEST_ID.test(inbound) && trusted(peer, 0)) return inbound
    return randomUUID()
  }
}

type SerializedRequest = Pick<FastifyRequest, 'method' | 'url' | 'host' | 'ip'> & {
  socket?: { remotePort?: number }
}

/** Fastify's request serializer, with the URL masked. */
function serializeRequest(req: SerializedRequest) {
  return {
    method: req.method,
    url: maskUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }
}

export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    // Each line's fields, and errors once serialized (log-redaction.ts). The only child logger is
    // Fastify's per request, whose binding is the request id.
    formatters: { log: redactSecrets },
    serializers: { req: serializeRequest, err: (error: Error) => redactSecrets(stdSerializers.err(error)) },
  }
}

/** Echoes the request id so a support call can quote it. */
async function requestIdHeader(fastify: FastifyInstance) {
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
}

export default fp(requestIdHeader, { name: 'logger' })
