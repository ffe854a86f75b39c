/**
 * Forwards the few paths the browser must reach on the upstream through the gateway's own origin:
 * the OpenID Connect provider (`/oidc/*`), the documents the client shows (`GET /documents-api/*`),
 * partner brand logos (`GET /content/logos/*`),
 * and in local mode the outbox (`/dev/mailbox`). Bodies stream both ways; headers pass through
 * allow-lists; inbound X-Forwarded-* are replaced by our own (PRX-2); redirects are never followed.
 * @see https://undici.nodejs.org/#/docs/api/Dispatcher?id=dispatcherrequestoptions-callback
 */
import { pipeline, type Readable, Transform } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify'
import fp from 'fastify-plugin'
import { Agent, request as undiciRequest } from 'undici'
import { copyResponseHeaders, forwardHeaders, type Target } from '../../forwarding/headers.ts'

/** Chunked bodies have no length to check up front, so they are counted on the way through. */
function limitBody(body: Readable, limit: number): Readable {
  let seen = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length
      callback(
        seen > limit ? Object.assign(new Error('Request body is too large'), { statusCode: 413 }) : null,
        chunk,
      )
    },
  })
  return pipeline(body, counter, () => {})
}

function upstreamError(error: unknown) {
  const timedOut =
    error instanceof Error && /Timeout/.test(error.name + String((error as { code?: string }).code))
  return Object.assign(new Error('Upstream unavailable', { cause: error }), {
    statusCode: timedOut ? 504 : 502,
  })
}

type ForwardRoute = Target & { methods: HTTPMethods[]; paths: string[] }

function targetsFor(config: FastifyInstance['config']): ForwardRoute[] {
  const reference = `http://127.0.0.1:${config.UPSTREAM_PORT}`
  const get: HTTPMethods[] = ['GET']
  const targets: ForwardRoute[] = [
    {
      family: 'content',
      prefix: '/documents-api',
      base: config.CONTENT_API_URL ?? reference,
      provider: false,
      methods: get,
      paths: ['/documents-api/*'],
    },
    {
      family: 'content',
      prefix: '/content/logos',
      base: config.CONTENT_API_URL ?? reference,
      provider: false,
      methods: get,
      paths: ['/content/logos/*'],
    },
  ]
  // The provider is on our origin only when the issuer says so; otherwise the browser goes there itself.
  if (config.OIDC_ISSUER.startsWith(`${config.PUBLIC_ORIGIN}/oidc`)) {
    const base = config.IDENTITY_API_URL ?? reference
    targets.push({
      family: 'identity',
      prefix: '/oidc',
      base,
      provider: true,
      methods: ['GET', 'POST'],
      paths: ['/oidc/*'],
    })
  }
  if (config.APP_ENV === 'local') {
    const paths = ['/dev/mailbox', '/dev/mailbox.json']
    targets.push({ family: 'outbox', prefix: '/dev', base: reference, provider: false, methods: get, paths })
  }
  return targets
}

async function upstreamForward(fastify: FastifyInstance) {
  const { config } = fastify
  const agent = new Agent({ connections: 32 })
  fastify.addHook('onClose', () => agent.close())

  // Bodies are not parsed here: they stream to the upstream as they arrive.
  fastify.removeAllContentTypeParsers()
  fastify.addContentTypeParser('*', (_request, payload, done) => done(null, payload))

  for (const target of targetsFor(config)) {
    const base = new URL(target.base)
    const basePath = base.pathname.replace(/\/$/, '')
    for (const url of target.paths) {
      fastify.route({
        method: target.methods,
        url,
        // The provider's pages, documents, logos and the local outbox: the upstream decides.
        config: { access: 'public' },
        schema: { hide: true },
        handler: async (request, reply) => {
          // Normalised as the upstream will see it: `..` and `%2e%2e` must not climb out of the prefix.
          const destination = new URL(`${basePath}${request.url}`, base.origin)
          const scope = `${basePath}${target.prefix}`
          if (destination.pathname !== scope && !destination.pathname.startsWith(`${scope}/`)) {
            return reply.callNotFound()
          }
          return forward(request, reply, target, destination)
        },
      })
    }
  }

  const bodyLimit = fastify.initialConfig.bodyLimit ?? 1024 * 1024

  async function forward(request: FastifyRequest, reply: FastifyReply, target: Target, destination: URL) {
    if (Number(request.headers['content-length'] ?? 0) > bodyLimit) {
      throw Object.assign(new Error('Request body is too large'), { statusCode: 413 })
    }
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body
    const started = performance.now()
    // One line per call, shaped like the upstream client's; the path without its query.
    const line: Record<string, unknown> = {
      upstream: target.family,
      method: request.method,
      path: destination.pathname,
    }
    try {
      const response = await undiciRequest(destination, {
        dispatcher: agent,
        method: request.method as 'GET' | 'HEAD' | 'POST',
        headers: forwardHeaders(request, target, config.PUBLIC_ORIGIN),
        body: hasBody ? limitBody(request.body as Readable, bodyLimit) : null,
        headersTimeout: config.UPSTREAM_TIMEOUT_MS,
        bodyTimeout: config.UPSTREAM_TIMEOUT_MS,
      })
      line.status = response.statusCode
      copyResponseHeaders(reply, response.headers, target.provider)
      return reply.code(response.statusCode).send(response.body)
    } catch (error) {
      line.code = error instanceof Error && 'code' in error ? error.code : 'FAILED'
      throw upstreamError(error)
    } finally {
      line.ms = Math.round(performance.now() - started)
      request.log.info(line, 'upstream call')
    }
  }
}

export default fp(upstreamForward, { name: 'upstream-forward', encapsulate: true })
