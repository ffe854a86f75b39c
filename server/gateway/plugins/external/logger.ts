/**
 * Logging: pino options with a request id on every line, redaction of secrets and masking of card
 * numbers; the plugin echoes the request id on every response so a user's report can be traced.
 * @see https://fastify.dev/docs/latest/Reference/Logging/
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import proxyAddr from '@fastify/proxy-addr'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { LoggerOptions } from 'pino'
import type { Config } from '../../../../config/env.ts'
import { redactCensor, redactPaths } from '../../log-redaction.ts'

const SECRET_FIELDS = ['password', 'token', 'accessToken', 'refreshToken', 'idToken', 'cardNumber']

const SECRET_HEADERS = ['.cookie', '.authorization', '["set-cookie"]']

/** The session's secrets (log-redaction.ts), headers however they were logged, fields two deep. */
export const REDACT_PATHS = [
  ...new Set([
    ...redactPaths,
    ...SECRET_HEADERS.flatMap((header) => [`headers${header}`, `*.headers${header}`]),
    ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  ]),
]

/** Runs of 11 (card number after the scheme prefix) to 19 digits (full card number). */
const CARD_NUMBER = /(?<!\d)(\d{7,15})(\d{4})(?!\d)/g

/** Keeps the last four digits of anything shaped like a card number. */
export function maskCardNumbers(text: string): string {
  return text.replace(
    CARD_NUMBER,
    (_digits, hidden: string, last4: string) => `${'*'.repeat(hidden.length)}${last4}`,
  )
}

/** Query values named like credentials: the OIDC callback's code and state, reset tokens... */
const SECRET_QUERY = /([?&][^=&#]*(?:token|code|state|password|secret|hint)[^=&#]*=)[^&#]*/gi
/** A JWT as a path segment (the preview routes carry one). */
const JWT_SEGMENT = /\/eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g

/** The URL as logged: card numbers masked, credentials in the query or path replaced. */
export function maskUrl(url: string): string {
  return maskCardNumbers(url).replace(SECRET_QUERY, '$1[redacted]').replace(JWT_SEGMENT, '/[redacted]')
}

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
    redact: { paths: REDACT_PATHS, censor: redactCensor },
    serializers: { req: serializeRequest },
  }
}

/** Echoes the request id so a support call can quote it. */
async function requestIdHeader(fastify: FastifyInstance) {
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
}

export default fp(requestIdHeader, { name: 'logger' })
