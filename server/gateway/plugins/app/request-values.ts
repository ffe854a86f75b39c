/**
 * Refuses a validated request that holds a value no field may hold, in path parameters, query
 * strings and bodies alike, with a 400 VALIDATION naming the field as the schema's own answers do:
 * - a number that is not finite. Ajv's type coercion (of query strings and path parameters; JSON
 *   bodies are not coerced) turns "1e309" or "Infinity" into Infinity, and a non-finite number
 *   skips `minimum` and `maximum`: `?offset=1e309` passed a schema capped at 10,000 and reached the
 *   upstream (which refused it: a 502).
 * - text with a control character (shared/validation/control-characters.ts): a NUL in feedback or
 *   an address lookup reached the upstream's database as an error (a 502).
 * @see https://github.com/ajv-validator/ajv/issues/1557
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  CONTROL_CHARACTER_MESSAGE,
  hasControlCharacter,
} from '../../../../shared/validation/control-characters.ts'
import { invalidFields } from '../../errors/refusal.ts'

export const NOT_FINITE_MESSAGE = 'must be a finite number'

/**
 * A forwarded route's body is a stream (socket, parser, message: an object graph with cycles) and a
 * raw body a Buffer: neither is data to check. Anything seen twice is skipped, so no graph loops.
 */
const isStreamOrBytes = (item: object) =>
  ArrayBuffer.isView(item) || typeof (item as { pipe?: unknown }).pipe === 'function'

/** The dotted name of the first value in `value` that `refused` picks, walked without recursion (bodies nest deep). */
function firstRefused(value: unknown, refused: (item: unknown) => boolean): string | undefined {
  const pending: Array<[unknown, string]> = [[value, '']]
  const seen = new Set<object>()
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, name] = next
    if (refused(item)) return name || '_'
    if (item !== null && typeof item === 'object' && !seen.has(item) && !isStreamOrBytes(item)) {
      seen.add(item)
      for (const [key, child] of Object.entries(item)) pending.push([child, name ? `${name}.${key}` : key])
    }
  }
  return undefined
}

export const firstNonFinite = (value: unknown) =>
  firstRefused(value, (item) => typeof item === 'number' && !Number.isFinite(item))

const firstControlCharacter = (value: unknown) =>
  firstRefused(value, (item) => typeof item === 'string' && hasControlCharacter(item))

async function requestValues(fastify: FastifyInstance) {
  fastify.addHook('preHandler', async (request: FastifyRequest) => {
    for (const part of [request.params, request.query, request.body]) {
      const nonFinite = firstNonFinite(part)
      if (nonFinite !== undefined) throw invalidFields({ [nonFinite]: NOT_FINITE_MESSAGE })
      const control = firstControlCharacter(part)
      if (control !== undefined) throw invalidFields({ [control]: CONTROL_CHARACTER_MESSAGE })
    }
  })
}

export default fp(requestValues, { name: 'request-values' })
