/**
 * A fault-injecting upstream on loopback that records every request it receives (headers and
 * body included). Fixed routes cover the faults; `script()` answers a path with given replies.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

type RecordedRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: string }
type ScriptedReply = {
  status: number
  body?: unknown
  raw?: string
  headers?: Record<string, string>
  /** Sends `raw` one byte at a time, this many ms apart: never idle long enough to trip a timeout. */
  dripMs?: number
}

export type FaultServer = {
  url: string
  requests: RecordedRequest[]
  /** Answers `path` (without query) with these replies in turn; the last one repeats. */
  script: (path: string, ...replies: ScriptedReply[]) => void
  hits: (path: string) => RecordedRequest[]
  close: () => Promise<void>
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  const text = body === undefined ? '' : JSON.stringify(body)
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  })
  res.end(text)
}

function drip(res: ServerResponse, text: string, everyMs: number) {
  let sent = 0
  const timer = setInterval(() => {
    res.write(text.slice(sent, sent + 1))
    sent += 1
    if (sent < text.length) return
    clearInterval(timer)
    res.end()
  }, everyMs)
  res.on('close', () => clearInterval(timer))
}

type Route = (req: IncomingMessage, res: ServerResponse, parts: string[], seen: number) => void

/** Route handlers by first path segment; `seen` counts earlier requests to the same path. */
const routes: Record<string, Route> = {
  ok: (_req, res) => json(res, 200, { ok: true }),
  healthz: (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' })
    res.end('ok')
  },
  slow: (_req, res, parts) => {
    const timer = setTimeout(() => json(res, 200, { ok: true }), Number(parts[1] ?? 1000))
    // The response's close, not the request's: a request closes as soon as its body is read.
    res.on('close', () => clearTimeout(timer))
  },
  // Headers and half a body, then the socket is destroyed.
  reset: (req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': 64 })
    res.write('{"ok":')
    setImmediate(() => req.socket.destroy())
  },
  status: (_req, res, parts) => json(res, Number(parts[1]), { description: 'upstream detail' }),
  // /flaky/<status>/<times>/<key>: <status> for the first <times> requests, then 200.
  flaky: (_req, res, parts, seen) =>
    seen < Number(parts[2])
      ? json(res, Number(parts[1]), { description: 'busy' })
      : json(res, 200, { ok: true, seen }),
  malformed: (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end('{"ok": tru')
  },
  redirect: (_req, res) => {
    res.writeHead(302, { location: 'https://evil.example/steal?token=leaked', 'content-length': 0 })
    res.end()
  },
  // /retry-after/<seconds|date>/<n>/<key>: one 503 carrying Retry-After, then 200.
  'retry-after': (_req, res, parts, seen) => {
    if (seen > 0) return json(res, 200, { ok: true })
    const seconds = Number(parts[2])
    const value = parts[1] === 'date' ? new Date(Date.now() + seconds * 1000).toUTCString() : String(seconds)
    json(res, 503, { description: 'busy' }, { 'retry-after': value })
  },
}

export async function startFaultServer(): Promise<FaultServer> {
  const requests: RecordedRequest[] = []
  const scripts = new Map<string, ScriptedReply[]>()
  const pathOf = (url: string) => url.split('?')[0] ?? url

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const path = pathOf(req.url ?? '/')
      const seen = requests.filter((earlier) => pathOf(earlier.url) === path).length
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      })
      const scripted = scripts.get(path)
      if (scripted) {
        const reply = scripted[Math.min(seen, scripted.length - 1)] as ScriptedReply
        if (reply.raw === undefined) return json(res, reply.status, reply.body, reply.headers)
        res.writeHead(reply.status, reply.headers)
        if (reply.dripMs !== undefined) return drip(res, reply.raw, reply.dripMs)
        return res.end(reply.raw)
      }
      const parts = path.split('/').slice(1)
      const route = routes[parts[0] ?? '']
      if (route) return route(req, res, parts, seen)
      json(res, 404, { description: 'Not found' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (path, ...replies) => void scripts.set(path, replies),
    hits: (path) => requests.filter((request) => pathOf(request.url) === path),
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
