/**
 * An upstream answer passed on unchanged: the gateway can send the upstream's own bytes instead of
 * writing the parsed value out again. The rest client keeps the bytes of every JSON object it
 * parsed and validated; a route handler that returns such an answer as it is says so with
 * `passOn`; the reply serializer sends the bytes only for a value `passOn` marked and only when its
 * schema's projection drops nothing from it (no undeclared property anywhere, every declared one of
 * its declared type). Anything else is written from the value, as every other reply is.
 *
 * Why: on a large list, parsing is unavoidable (the answer is checked against the contract), but
 * writing the same JSON out again and encoding it doubles the gateway's work per request.
 */
import { isUtf8 } from 'node:buffer'

const parsed = new WeakMap<object, Buffer>()
const passedOn = new WeakMap<object, Buffer>()

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null

/** The rest client: `value` was parsed from `bytes` and checked against the call's schema. */
export function keepUpstreamBytes(value: unknown, bytes: Buffer) {
  if (isObject(value)) parsed.set(value, bytes)
}

/** A route handler: `value` is an upstream answer, returned as the upstream gave it. */
export function passOn<T>(value: T): T {
  const bytes = isObject(value) ? parsed.get(value) : undefined
  // Bytes that are not UTF-8 were decoded with replacement characters: only the value is sound.
  if (bytes && isUtf8(bytes)) passedOn.set(value as object, bytes)
  return value
}

/** The reply serializer: the upstream's bytes of a value passed on, if it was. */
export const passedOnBytes = (value: unknown) => (isObject(value) ? passedOn.get(value) : undefined)
