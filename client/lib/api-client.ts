/**
 * The client's one API module over fetch: same-origin cookies, JSON, the custom header the gateway's
 * CSRF check requires, the device id while the device-id switch is on, a 30 s timeout, `{ code,
 * message }` errors as ApiError, on 401 a trip to card-number entry that comes back to the current
 * page, and a hotels-session redirect when a successful answer carries a hotels session token
 * (routes specification §7). Fetchers call `call(endpoint, input)` with an endpoint declared in
 * shared/contract/: method, path and answer type come from the declaration.
 * @see https://github.com/alan2207/bulletproof-react/blob/master/apps/react-vite/src/lib/api-client.ts
 */
import { navigate } from 'wouter/use-browser-location'
import { DEVICE_ID_HEADER, HOTELS_SESSION_HEADER } from '../../shared/constants/headers.ts'
import { HTTP_TIMEOUT_MS } from '../../shared/constants/timings.ts'
import type { Endpoint, InputOf, ResultOf } from '../../shared/contract/endpoint.ts'
import { pathOf } from '../../shared/contract/path-of.ts'
import { ApiError, DEFAULT_ERROR_MESSAGE, toApiError } from './api-error.ts'

type Query = Record<string, string | number | boolean | undefined>

export type RequestOptions = {
  query?: Query
  body?: unknown
  signal?: AbortSignal
  timeoutMs?: number
  /** false on calls where a 401 is an answer to show (a wrong password), not an expired session. */
  redirectOn401?: boolean
  /** Extra request headers (a captcha solution); they cannot replace the ones set here. */
  headers?: Record<string, string>
}

let identityStartPrefix = '/id/start'
let deviceId: string | undefined

/**
 * Called once the app config (card-number entry lives under the identity-start prefix) and the
 * switches (the device id travels only while the device-id switch is on) have loaded.
 */
export function configureApiClient(options: { identityStartPrefix?: string; sendDeviceId?: boolean }) {
  if (options.identityStartPrefix) identityStartPrefix = options.identityStartPrefix
  if (options.sendDeviceId !== undefined) deviceId = options.sendDeviceId ? readDeviceId() : undefined
}

const DEVICE_ID_KEY = 'device-id'

/** This browser's device id: made once, kept in localStorage (a fresh one each page when blocked). */
function readDeviceId(): string {
  try {
    const kept = localStorage.getItem(DEVICE_ID_KEY)
    if (kept) return kept
    const made = crypto.randomUUID()
    localStorage.setItem(DEVICE_ID_KEY, made)
    return made
  } catch {
    return crypto.randomUUID()
  }
}

/**
 * A hotels session token on a successful answer: /redirect.html takes it to the page's redirectUrl
 * (and checks that against the allowlist again); without a redirectUrl there is nowhere to go.
 */
function followHotelsSession(token: string) {
  const redirectUrl = new URLSearchParams(window.location.search).get('redirectUrl')
  if (redirectUrl) window.location.assign(`/redirect.html?${new URLSearchParams({ token, redirectUrl })}`)
}

/** Where a 401 sends the visitor: card-number entry with `next`; home comes back as my-offers (spec). */
export function loginHref(current: { pathname: string; search: string }): string {
  const next = current.pathname === '/' ? '/my-offers' : `${current.pathname}${current.search}`
  return `${identityStartPrefix}/enter-card-number?next=${encodeURIComponent(next)}`
}

function buildUrl(path: string, query: Query = {}) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value))
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? HTTP_TIMEOUT_MS)
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'X-Requested-With': 'fetch',
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  if (deviceId) headers[DEVICE_ID_HEADER] = deviceId
  try {
    return await fetch(buildUrl(path, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    })
  } catch (error) {
    if (options.signal?.aborted) throw error
    const code = timeout.aborted ? 'TIMEOUT' : 'NETWORK_ERROR'
    throw new ApiError(0, code, DEFAULT_ERROR_MESSAGE, { cause: error })
  }
}

/** The transport under `call`: one JSON request, its errors as ApiError, 401 to card-number entry. */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(method, path, options)
  if (!response.ok) {
    const error = await toApiError(response)
    const onLoginPage = window.location.pathname.startsWith(`${identityStartPrefix}/enter-card-number`)
    if (response.status === 401 && options.redirectOn401 !== false && !onLoginPage) {
      navigate(loginHref(window.location))
    }
    throw error
  }
  const hotelsToken = response.headers.get(HOTELS_SESSION_HEADER)
  if (hotelsToken) followHotelsSession(hotelsToken)
  const text = await response.text()
  return (text === '' ? undefined : JSON.parse(text)) as T
}

/** Per-call options; params, query and body come from the endpoint's input. */
export type CallOptions = Omit<RequestOptions, 'query' | 'body'>

/** The input may be left out when the endpoint declares no params, query or body. */
type CallArgs<E extends Endpoint> =
  Record<never, never> extends InputOf<E>
    ? [input?: InputOf<E>, options?: CallOptions]
    : [input: InputOf<E>, options?: CallOptions]

type AnyInput = { params?: Record<string, string | number>; query?: Query; body?: unknown }

/**
 * Calls a declared endpoint: `call(registrationApi.email, { body }, { headers })` → the success
 * answer's body, typed by the declaration. Errors and 401 as `request` (ApiError, login redirect).
 * The shell passes only method and URL, with the declaration as the type:
 * `call<typeof sessionApi.get>(shellRoutes.session)` (the compiler checks they agree).
 */
export function call<E extends Endpoint>(
  endpoint: E | Pick<E, 'method' | 'url'>,
  ...[input, options]: CallArgs<E>
): Promise<ResultOf<E>> {
  const { params, query, body } = (input ?? {}) as AnyInput
  return request<ResultOf<E>>(endpoint.method, pathOf(endpoint.url, params), { ...options, query, body })
}

/**
 * Content the gateway forwards from the content upstream (`/documents-api/*`), which has no /api
 * declaration: every /api call goes through `call`.
 */
export const getForwardedContent = <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
  request<T>('GET', path, options)
