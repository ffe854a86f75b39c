/**
 * The one base client every upstream API client is written over: an undici pool per base URL,
 * fresh headers per call, a timeout per attempt, bounded retries, no redirects (PRX-1..3),
 * errors normalised into UpstreamError and one log line per call. A call ends within its own
 * budget and within the request's deadline (request-deadline.ts), whichever comes first.
 * @see https://github.com/ministryofjustice/hmpps-typescript-lib/blob/main/packages/rest-client/src/main/RestClient.ts
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Static, TSchema } from 'typebox'
import Compile from 'typebox/compile'
import { Pool } from 'undici'
import { attempt, type Outcome } from './attempt.ts'
// Registers the date-time format's fast path before any answer schema is compiled.
import './date-time-format.ts'
import { keepUpstreamBytes } from '../../../serialization/upstream-json.ts'
import { badResponseError, errorFromResponse, timeoutError, UpstreamError } from './errors.ts'
import { buildHeaders, type HeaderOptions } from './headers.ts'
import { logPath, type Query, queryString } from './log-path.ts'
import { assertSafePath } from './path-of.ts'
import { deadlineAt, deadlinePassed } from './request-deadline.ts'
import {
  DEFAULT_RETRY_POLICY,
  IDEMPOTENT_METHODS,
  type RetryPolicy,
  realSleep,
  retryDelayMs,
  type Sleep,
} from './retry.ts'

export { pathOf } from './path-of.ts'

export type UpstreamLogger = Pick<FastifyBaseLogger, 'info'>
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export type RestClientOptions = Partial<RetryPolicy> & {
  /** Names the upstream family in log lines: identity, management, offers, content. */
  name: string
  baseUrl: string
  /** The whole call's budget: every attempt and the waits between them. */
  timeoutMs: number
  /** Extra attempts for calls that may be repeated (at most 2, PRX-3). */
  retries: number
  log: UpstreamLogger
  /** Told of every call once it ends (the metrics). */
  onCall?: (record: CallRecord) => void
  connectTimeoutMs?: number
  maxResponseBytes?: number
  sleep?: Sleep
  random?: () => number
}

/** One ended call: the final status when an answer came, the error code when it failed. */
export type CallRecord = {
  family: string
  call: string
  method: Method
  status: number | undefined
  code: string | undefined
  seconds: number
}

export type CallOptions<S extends TSchema | undefined = undefined> = HeaderOptions & {
  path: string
  /** The call's declared path template (`/offers/:id`): its name in the metrics, whatever the ids. */
  name?: string
  query?: Query
  body?: unknown
  /** Repeat on connection errors and 502/503/504. Defaults to true for idempotent methods only. */
  retry?: boolean
  /** The response body must match it, or the call fails with UPSTREAM_BAD_RESPONSE. */
  schema?: S
  /** The request's logger, so the line carries the request id. */
  log?: UpstreamLogger
  signal?: AbortSignal
  timeoutMs?: number
  /** 'text' returns a 2xx body as a string (HTML documents); 'ignore' drops it (health checks). */
  responseType?: 'json' | 'text' | 'ignore'
}

/** What a route passes through to each API method: its logger, its abort signal, per-collector headers. */
export type CallContext = Pick<CallOptions, 'log' | 'signal' | 'deviceId' | 'clientIp'>

export type Body<S> = S extends TSchema ? Static<S> : unknown
export type Reply<S> = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Body<S>
}

const validators = new WeakMap<TSchema, ReturnType<typeof Compile>>()
const validatorOf = (schema: TSchema) => {
  const known = validators.get(schema)
  if (known) return known
  const compiled = Compile(schema)
  validators.set(schema, compiled)
  return compiled
}

export function createRestClient(options: RestClientOptions) {
  const {
    name,
    timeoutMs,
    retries,
    log: defaultLog,
    onCall,
    sleep = realSleep,
    random = Math.random,
  } = options
  const policy: RetryPolicy = {
    backoffBaseMs: options.backoffBaseMs ?? DEFAULT_RETRY_POLICY.backoffBaseMs,
    backoffMaxMs: options.backoffMaxMs ?? DEFAULT_RETRY_POLICY.backoffMaxMs,
    maxRetryAfterMs: options.maxRetryAfterMs ?? DEFAULT_RETRY_POLICY.maxRetryAfterMs,
  }
  const base = new URL(options.baseUrl)
  const prefix = base.pathname.replace(/\/+$/, '')
  const pool = new Pool(base.origin, {
    connectTimeout: options.connectTimeoutMs ?? Math.min(5000, timeoutMs),
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    maxResponseSize: options.maxResponseBytes ?? 5 * 1024 * 1024,
  })

  async function request<S extends TSchema | undefined = undefined>(
    method: Method,
    call: CallOptions<S>,
  ): Promise<Reply<S>> {
    assertSafePath(call.path)
    const init = {
      method,
      path: `${prefix}${call.path}${queryString(call.query)}`,
      headers: buildHeaders(call),
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      timeoutMs: call.timeoutMs ?? timeoutMs,
      signal: call.signal,
    }
    const repeatable = call.retry ?? IDEMPOTENT_METHODS.has(method)
    const attempts = 1 + (repeatable ? Math.min(retries, 2) : 0)
    const started = performance.now()
    // One budget for the whole call, retries and their waits included, and never past the
    // request's deadline: the collector's own HTTP timeout (30 s, specification §9) does not
    // start again with each attempt, nor with each call the request makes.
    const deadline = Math.min(started + init.timeoutMs, deadlineAt())
    const line: Record<string, unknown> = { upstream: name, method, path: logPath(call.path, call.query) }
    try {
      for (let count = 1; ; count += 1) {
        const left = deadline - performance.now()
        if (left <= 0) throw timeoutError(deadlinePassed())
        line.attempt = count
        const outcome = await attempt(pool, { ...init, timeoutMs: left })
        line.status = 'status' in outcome ? outcome.status : undefined
        const wait = count < attempts ? retryDelayMs(outcome, count, policy, random) : undefined
        // A retry that could only start once the budget is spent is not made.
        if (wait === undefined || performance.now() + wait >= deadline) return settle(outcome, call)
        await sleep(wait, call.signal)
      }
    } catch (error) {
      line.code = error instanceof UpstreamError ? error.code : 'ABORTED'
      throw error
    } finally {
      const elapsed = performance.now() - started
      line.ms = Math.round(elapsed)
      ;(call.log ?? defaultLog).info(line, 'upstream call')
      onCall?.({
        family: name,
        call: call.name ?? 'unnamed',
        method,
        status: line.status as number | undefined,
        code: line.code as string | undefined,
        seconds: elapsed / 1000,
      })
    }
  }

  return {
    name,
    request,
    get: <S extends TSchema | undefined = undefined>(call: CallOptions<S>) =>
      request('GET', call).then((reply) => reply.body),
    post: <S extends TSchema | undefined = undefined>(call: CallOptions<S>) =>
      request('POST', call).then((reply) => reply.body),
    put: <S extends TSchema | undefined = undefined>(call: CallOptions<S>) =>
      request('PUT', call).then((reply) => reply.body),
    delete: <S extends TSchema | undefined = undefined>(call: CallOptions<S>) =>
      request('DELETE', call).then((reply) => reply.body),
    close: () => pool.close(),
  }
}

export type RestClient = ReturnType<typeof createRestClient>

function settle<S extends TSchema | undefined>(outcome: Outcome, call: CallOptions<S>): Reply<S> {
  if ('error' in outcome) throw outcome.error
  const { status, headers, text } = outcome
  const { schema, responseType = 'json' } = call
  if (status < 200 || status >= 300) throw errorFromResponse(status, parseOrUndefined(text))
  if (responseType === 'ignore') return { status, headers, body: undefined as Body<S> }
  if (responseType === 'text') return { status, headers, body: text as Body<S> }
  let body: unknown
  try {
    body = text === '' ? undefined : JSON.parse(text)
  } catch (error) {
    throw badResponseError(status, error)
  }
  if (schema && !validatorOf(schema).Check(body))
    throw badResponseError(status, new Error('response schema mismatch'))
  keepUpstreamBytes(body, outcome.bytes)
  return { status, headers, body: body as Body<S> }
}

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
