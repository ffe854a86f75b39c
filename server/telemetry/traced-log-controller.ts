/**
 * Fastify writes a request's first log line ('incoming request') before any hook runs, so before
 * @fastify/otel has made the request's span and its trace id is bound to the request's logger.
 * Traced, that line waits for the span: the tracing plugin's onRequest hook writes it, trace id
 * and all. A request that never reaches the hooks (a URL Fastify cannot route) gets it just before
 * its last line, so no request loses it.
 * @see https://github.com/fastify/fastify/blob/main/lib/log-controller.js
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'

const awaitingSpan = new WeakSet<FastifyRequest>()

/** Writes the request's 'incoming request' line if it is still waiting. */
export function logIncomingRequest(request: FastifyRequest) {
  if (awaitingSpan.delete(request)) request.log.info({ req: request }, 'incoming request')
}

export class TracedLogController extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (!this.isLogDisabled(request)) awaitingSpan.add(request)
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ) {
    logIncomingRequest(request)
    super.requestCompleted(error, request, reply, metadata)
  }
}
