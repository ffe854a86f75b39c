/**
 * Refuses a validated request that holds a number that is not finite. Ajv's type coercion (the
 * gateway coerces query strings, path parameters and bodies) turns "1e309" or "Infinity" into
 * Infinity, and a non-finite number skips `minimum` and `maximum`: `?offset=1e309` passed a schema
 * capped at 10,000 and reached the upstream (which refused it: a 502). A 400 VALIDATION instead,
 * naming the field as the schema's own answers do.
 * @see https://github.com/ajv-validator/ajv/issues/1557
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { invalidFields } from '../../errors/refusal.ts'

export const NOT_FINITE_MESSAGE = 'must be a finite number'

/**
 * A forwarded route's body is a stream (socket, parser, message: an object graph with cycles) and a
 * raw body a Buffer: neither is data to check. Anything seen twice is skipped, so no graph loops.
 */
const isStreamOrBytes = (item: object) =>
  ArrayBuffer.isView(item) || typeof (item as { pipe?: unknown }).pipe === 'function'

/** The dotted name of the first non-finite number in `value`, walked without recursion (bodies nest deep). */
export function firstNonFinite(value: unknown): string | undefined {
  const pending: Array<[unknown, string]> = [[value, '']]
  const seen = new Set<object>()
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, name] = next
    if (typeof item === 'number') {
      if (!Number.isFinite(item)) return name || '_'
    } else if (item !== null && typeof item === 'object' && !seen.has(item) && !isStreamOrBytes(item)) {
      seen.add(item)
      for (const [key, child] of Object.entries(item)) pending.push([child, name ? `${name}.${key}` : key])
    }
  }
  return undefined
}

async function finiteNumbers(fastify: FastifyInstance) {
  fastify.addHook('preHandler', async (request: FastifyRequest) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = firstNonFinite(part)
      if (field !== undefined) throw invalidFields({ [field]: NOT_FINITE_MESSAGE })
    }
  })
}

export default fp(finiteNumbers, { name: 'finite-numbers' })
