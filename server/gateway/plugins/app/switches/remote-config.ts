/**
 * The remote config (REMOTE_CONFIG_URL): a JSON object whose `true` values switch switches on.
 * Fetched with undici, cached for a TTL (a failure too, so a broken endpoint is not hammered),
 * and empty on any failure: timeout, network error, non-2xx, bad JSON or a non-object body.
 * @see https://undici.nodejs.org/#/docs/api/Dispatcher?id=dispatcherrequestoptions-callback
 */
import { request } from 'undici'

type RemoteValues = Readonly<Record<string, unknown>>

export type RemoteConfigOptions = {
  url: string | undefined
  /** How long an answer (or a failure) is kept. */
  ttlMs?: number
  /** The whole fetch, headers and body. */
  timeoutMs?: number
  now?: () => number
  log: { warn(context: object, message: string): void }
}

export type RemoteConfig = { values(): Promise<RemoteValues> }

const EMPTY: RemoteValues = Object.freeze({})
const MAX_BYTES = 64 * 1024

export function createRemoteConfig(options: RemoteConfigOptions): RemoteConfig {
  const { url, ttlMs = 60_000, timeoutMs = 2000, now = Date.now, log } = options
  let cached: { values: RemoteValues; expiresAt: number } | undefined
  let pending: Promise<RemoteValues> | undefined

  async function refresh(target: string): Promise<RemoteValues> {
    try {
      return await fetchValues(target, timeoutMs)
    } catch (error) {
      // Logged once per failed fetch; requests in the TTL after it reuse the empty answer quietly.
      log.warn({ err: error, url: target }, 'remote config unavailable: its switches count as off')
      return EMPTY
    }
  }

  return {
    async values() {
      if (!url) return EMPTY
      if (cached && now() < cached.expiresAt) return cached.values
      pending ??= refresh(url).then((values) => {
        cached = { values, expiresAt: now() + ttlMs }
        pending = undefined
        return values
      })
      return pending
    },
  }
}

async function fetchValues(url: string, timeoutMs: number): Promise<RemoteValues> {
  const signal = AbortSignal.timeout(timeoutMs)
  const response = await request(url, {
    method: 'GET',
    headers: { accept: 'application/json' },
    signal,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  })
  const text = await readLimited(response.body, MAX_BYTES)
  if (response.statusCode < 200 || response.statusCode >= 300) {
    throw new Error(`remote config answered ${response.statusCode}`)
  }
  const body: unknown = JSON.parse(text)
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error('remote config is not a JSON object')
  }
  // A plain copy without a prototype: "__proto__" or "constructor" keys stay inert data.
  return Object.freeze(Object.assign(Object.create(null) as Record<string, unknown>, body))
}

async function readLimited(body: AsyncIterable<Buffer>, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    size += chunk.length
    if (size > maxBytes) throw new Error(`remote config larger than ${maxBytes} bytes`)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}
