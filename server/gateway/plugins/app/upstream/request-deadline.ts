/**
 * One deadline for everything a collector's request asks of the upstreams (specification §9: the
 * collector's HTTP timeout is 30 s). It starts when the request arrives; every upstream exchange
 * made on the request's behalf (rest client calls and their retries, polls, forwards, identity
 * provider fetches) ends by then, each within its own budget as well. Held in AsyncLocalStorage
 * rather than passed along, so that no call site has to carry it; outside a request there is none.
 *
 * Cheap per request: a number and one store entry; timers and signals only when a call is made.
 * @see https://github.com/fastify/fastify-request-context/blob/main/index.js
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyInstance } from 'fastify'

/** `at`: when the request's upstream work must be over, in performance.now() milliseconds. */
type RequestDeadline = { at: number }

const store = new AsyncLocalStorage<RequestDeadline>()

/** Runs `fn` (and everything it awaits) under a deadline at `at` (performance.now() ms). */
export const withDeadline = <T>(at: number, fn: () => T): T => store.run({ at }, fn)

/** Runs `fn` as no request's work: background jobs started by a request must not keep its deadline. */
export const outsideRequest = <T>(fn: () => T): T => store.exit(fn)

/** The current request's deadline in performance.now() ms; Infinity outside a request. */
export const deadlineAt = (): number => store.getStore()?.at ?? Number.POSITIVE_INFINITY

/** Milliseconds left before the current request's deadline (≤ 0 once it has passed; Infinity outside a request). */
export const remainingMs = (): number => deadlineAt() - performance.now()

/** The reason a call is cut by the request's deadline: a TimeoutError, as a call's own timeout. */
export const deadlinePassed = () =>
  new DOMException("The request's upstream deadline has passed", 'TimeoutError')

/**
 * The delay to give a timer so that it never fires before `ms` have passed on performance.now():
 * timers count whole milliseconds from a truncated clock and may otherwise fire up to 2 ms early.
 * A call cut at the deadline must leave the next one finding it spent, not sent with 1 ms left.
 */
export const timerMs = (ms: number): number => Math.ceil(ms) + 1

/**
 * A signal that aborts after `ownMs` or at the request's deadline, whichever comes first; already
 * aborted (with a TimeoutError) when the deadline has passed, so the call fails without being sent.
 */
export function deadlineSignal(ownMs: number): AbortSignal {
  const ms = Math.min(ownMs, remainingMs())
  return ms > 0 ? AbortSignal.timeout(timerMs(ms)) : AbortSignal.abort(deadlinePassed())
}

/**
 * Gives every request of `fastify` a deadline `ms` after it arrives: the rest of its hook chain
 * and its handler run inside the store. Fastify carries the async context across the body's
 * parsing itself (an AsyncResource in its content-type parser); request-deadline.test.ts checks
 * that the handler still sees the deadline with a body that arrives after the headers.
 */
export function addRequestDeadline(fastify: FastifyInstance, ms: number) {
  fastify.addHook('onRequest', (_request, _reply, done) => {
    store.run({ at: performance.now() + ms }, done)
  })
}
