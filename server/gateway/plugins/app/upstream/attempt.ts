/**
 * One HTTP exchange with the upstream under its own deadline. Transport failures come back as
 * classified UpstreamErrors (timeout, unavailable) rather than thrown, so the caller decides about
 * retries; only the caller's own abort is thrown as is.
 *
 * Written on undici's dispatcher handler rather than `request()`: the answer's chunks are kept as
 * they arrive and decoded once, with no body stream, no promise per chunk and no timeout signal per
 * call (one timer instead), which is most of the client's CPU time on a large answer.
 * @see https://undici.nodejs.org/#/docs/api/Dispatcher?id=dispatcherdispatchoptions-handler
 */
import type { Dispatcher } from 'undici'
import { badResponseError, timeoutError, unavailableError } from './errors.ts'
import { timerMs } from './request-deadline.ts'
import { isConnectionError, isTimeoutError } from './retry.ts'

export type AttemptInit = {
  method: Dispatcher.HttpMethod
  path: string
  headers: Record<string, string>
  body: string | undefined
  timeoutMs: number
  signal: AbortSignal | undefined
}

export type Outcome =
  | { status: number; headers: Record<string, string | string[] | undefined>; text: string; bytes: Buffer }
  | { error: Error; retryable: boolean }

type Controller = Dispatcher.DispatchController

export function attempt(dispatcher: Dispatcher, init: AttemptInit): Promise<Outcome> {
  const { signal } = init
  if (signal?.aborted) return Promise.reject(signal.reason)
  return new Promise<Outcome>((resolve, reject) => {
    let controller: Controller | undefined
    /** Why the exchange was cut short (deadline or caller), for an abort before undici starts it. */
    let cutShort: Error | undefined
    let timedOut = false
    let done = false
    let status = 0
    let headers: Record<string, string | string[] | undefined> = {}
    const chunks: Buffer[] = []

    const settle = (outcome: () => void) => {
      if (done) return
      done = true
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
      outcome()
    }
    const fail = (error: unknown) =>
      settle(() => (signal?.aborted ? reject(signal.reason) : resolve(classify(error, timedOut))))
    // Settles at once, even while the request still waits for a connection; undici drops it then.
    const cut = (reason: Error) => {
      cutShort = reason
      controller?.abort(reason)
      fail(reason)
    }
    const timer = setTimeout(() => {
      timedOut = true
      cut(new DOMException('The upstream did not answer in time', 'TimeoutError'))
    }, timerMs(init.timeoutMs))
    const onAbort = () => cut(asError(signal?.reason))
    signal?.addEventListener('abort', onAbort, { once: true })

    const handler: Dispatcher.DispatchHandler = {
      onRequestStart(started) {
        controller = started
        if (cutShort !== undefined) started.abort(cutShort)
      },
      onResponseStart(_controller, statusCode, responseHeaders) {
        // 1xx answers are interim: the real answer follows.
        if (statusCode < 200) return
        status = statusCode
        headers = responseHeaders
      },
      onResponseData(_controller, chunk) {
        chunks.push(chunk)
      },
      onResponseEnd() {
        const bytes = withoutBom(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks))
        settle(() => resolve({ status, headers, text: bytes.toString('utf8'), bytes }))
      },
      onResponseError(_controller, error) {
        fail(error)
      },
    }
    try {
      // undici's dispatch never follows redirects: a 3xx comes back as it is (PRX-3).
      dispatcher.dispatch(
        { method: init.method, path: init.path, headers: init.headers, body: init.body ?? null },
        handler,
      )
    } catch (error) {
      fail(error)
    }
  })
}

/** undici aborts with an Error; a caller may abort with anything (the caller still gets its own reason). */
const asError = (reason: unknown) => (reason instanceof Error ? reason : new Error(String(reason)))

/** The answer without a leading byte order mark (as undici's `body.text()` drops it). */
function withoutBom(bytes: Buffer): Buffer {
  const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
  return bom ? bytes.subarray(3) : bytes
}

function classify(error: unknown, timedOut: boolean): Outcome {
  if (timedOut || isTimeoutError(error)) return { error: timeoutError(error), retryable: false }
  if (isConnectionError(error)) return { error: unavailableError(error), retryable: true }
  if ((error as { code?: unknown } | null)?.code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE') {
    return { error: badResponseError(undefined, error), retryable: false }
  }
  return { error: unavailableError(error), retryable: false }
}
