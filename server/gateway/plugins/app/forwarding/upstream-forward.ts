/**
 * Forwards the few paths the browser must reach on the upstream through the gateway's own origin:
 * the OpenID Connect provider (`/oidc/*`), the documents the client shows (`GET /documents-api/*`),
 * partner brand logos (`GET /content/logos/*`),
 * and in local mode the outbox (`/dev/mailbox`). Bodies stream both ways; headers pass through
 * allow-lists; inbound X-Forwarded-* are replaced by our own (PRX-2); redirects are never followed.
 *
 * Each family has its own connection pool, so slow content can never take the connections sign-in
 * needs, and each forward has one deadline for the whole exchange (queueing, headers and body),
 * never later than the request's (request-deadline.ts):
 * undici's own timeouts restart with every chunk, so a body dripping a byte a second would hold a
 * connection for as long as the upstream likes. A provider forward that gets no answer opens the
 * provider's circuit breaker; while it is open, provider paths are answered at once (503).
 *
 * Own code rather than @fastify/reply-from: reply-from's timeouts are those same per-chunk undici
 * timeouts, and withholding error bodies and redirects without Location would need its
 * `onResponse` hook to redo most of what this file does.
 * @see https://undici.nodejs.org/#/docs/api/Dispatcher?id=dispatcherrequestoptions-callback
 */
import { pipeline, type Readable, Transform } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Agent, request as undiciRequest } from 'undici'
import { deadlineSignal } from '../upstream/request-deadline.ts'
import { browserStatus, excerptOf, sendFailure, withheldReason } from './failures.ts'
import { copyResponseHeaders, forwardHeaders, type Target } from './headers.ts'
import { sendWithRetries } from './retries.ts'
import { targetsFor } from './targets.ts'

/** Connections per family: the provider's pages and content each get their own. */
export const POOL_SIZES: Record<Target['family'], number> = { identity: 16, content: 16, outbox: 2 }

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

async function upstreamForward(fastify: FastifyInstance) {
  const { config } = fastify
  const pools = {
    identity: new Agent({ connections: POOL_SIZES.identity }),
    content: new Agent({ connections: POOL_SIZES.content }),
    outbox: new Agent({ connections: POOL_SIZES.outbox }),
  }
  fastify.addHook('onClose', () => Promise.all(Object.values(pools).map((pool) => pool.destroy())))

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
          // The provider's URLs carry secrets (id_token_hint, login_token, state, nonce): none of its
          // pages or redirects may hand its URL on as a referrer, even to this origin's next page.
          if (target.provider) reply.header('referrer-policy', 'no-referrer')
          // The provider is known to be down: the page at once, rather than a wait for the timeout.
          if (target.provider && !fastify.oidcClient.breaker.available) {
            request.log.info({ upstream: target.family, status: 503 }, 'provider page refused: circuit open')
            return sendFailure(request, reply, target, 503)
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
    // The family's timeout, cut to what is left of the request's deadline.
    const deadline = deadlineSignal(target.timeoutMs)
    const send = () =>
      undiciRequest(destination, {
        dispatcher: pools[target.family],
        method: request.method as 'GET' | 'HEAD' | 'POST',
        headers: forwardHeaders(request, target, config.PUBLIC_ORIGIN),
        body: hasBody ? limitBody(request.body as Readable, bodyLimit) : null,
        signal: deadline,
      })
    const repeatable = request.method === 'GET' || request.method === 'HEAD'
    try {
      const response = await sendWithRetries(send, {
        retries: repeatable ? target.retries : 0,
        signal: deadline,
        onAttempt: (attempt) => {
          line.attempt = attempt
        },
      })
      line.status = response.statusCode
      const withheld = withheldReason(
        target,
        request.url,
        response.statusCode,
        response.headers,
        config.PUBLIC_ORIGIN,
      )
      if (withheld) {
        line.withheld = withheld
        line.detail = await excerptOf(response.body)
        return sendFailure(request, reply, target, browserStatus(response.statusCode))
      }
      // Past this point the status is sent: a deadline that fires mid-body cuts the response.
      response.body.once('error', (error) => {
        request.log.warn(
          { upstream: target.family, path: destination.pathname, err: error },
          'upstream body failed',
        )
      })
      copyResponseHeaders(reply, response.headers, target.provider)
      return reply.code(response.statusCode).send(response.body)
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 413) throw error
      line.code = deadline.aborted ? 'TIMEOUT' : ((error as { code?: string }).code ?? 'FAILED')
      line.err = error
      // No answer from the provider: the breaker opens, and the next sign-in does not wait for it.
      if (target.provider) fastify.oidcClient.breaker.noAnswer()
      return sendFailure(request, reply, target, browserStatus(deadline.aborted ? 'timeout' : 'unreachable'))
    } finally {
      line.ms = Math.round(performance.now() - started)
      request.log.info(line, 'upstream call')
    }
  }
}

export default fp(upstreamForward, { name: 'upstream-forward', encapsulate: true })
