/**
 * Gets a captcha solution for one protected call: fetches a fresh challenge from the gateway and
 * solves it in a Web Worker. The result goes, unchanged, in the X-Captcha header of that call.
 * @see https://altcha.org/docs/v2/
 */
import type { Challenge } from 'altcha-lib'
import { SOLVE_TIMEOUT_MS, type SolverRequest, type SolverResponse } from './solve-challenge.ts'

/** The request header that carries the solution. */
const CAPTCHA_HEADER = 'X-Captcha'
/** The headers that carry one solution on its call. */
export const captchaHeaders = (payload: string) => ({ [CAPTCHA_HEADER]: payload })

const CHALLENGE_PATH = '/api/captcha/challenge'

// Replaced by the client build with the hashed worker bundle's URL (see worker-build.ts).
declare const __CAPTCHA_WORKER_URL__: string

export class CaptchaError extends Error {
  override name = 'CaptchaError'
}

async function fetchChallenge(signal?: AbortSignal): Promise<Challenge> {
  const response = await fetch(CHALLENGE_PATH, {
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { Accept: 'application/json', 'X-Requested-With': 'fetch' },
    ...(signal ? { signal } : {}),
  })
  if (!response.ok) throw new CaptchaError(`The security check could not start (${response.status}).`)
  return (await response.json()) as Challenge
}

function workerUrl(): string {
  if (typeof __CAPTCHA_WORKER_URL__ !== 'string') throw new CaptchaError('The captcha worker was not built.')
  return __CAPTCHA_WORKER_URL__
}

function solveInWorker(challenge: Challenge, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl(), { type: 'module', name: 'captcha-solver' })
    const finish = (settle: () => void) => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
      worker.terminate()
      settle()
    }
    const onAbort = () => finish(() => reject(signal?.reason))
    // The worker stops itself at SOLVE_TIMEOUT_MS; this is the backstop if it never answers.
    const timer = setTimeout(
      () => finish(() => reject(new CaptchaError('The security check took too long.'))),
      SOLVE_TIMEOUT_MS + 5000,
    )
    signal?.addEventListener('abort', onAbort, { once: true })
    worker.addEventListener('message', (event: MessageEvent<SolverResponse>) => {
      const data = event.data
      finish(() => ('payload' in data ? resolve(data.payload) : reject(new CaptchaError(data.error))))
    })
    worker.addEventListener('error', () =>
      finish(() => reject(new CaptchaError('The security check failed to run.'))),
    )
    worker.postMessage({ challenge } satisfies SolverRequest)
  })
}

/** Resolves to the base64 payload for the X-Captcha header; each payload is accepted once. */
export async function solveCaptcha(signal?: AbortSignal): Promise<string> {
  signal?.throwIfAborted()
  return solveInWorker(await fetchChallenge(signal), signal)
}
