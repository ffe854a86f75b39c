/**
 * A fault-injecting proxy on loopback in front of the real reference upstream: every call is
 * passed through unchanged unless a rule matches it, and then it meets the rule's fault instead.
 * So a journey starts real and meets a fault on its next call. Faulted calls are counted per rule,
 * which is how the retry policy is seen from outside.
 */
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export const FAULTS = [
  'delay',
  'reset',
  '500',
  '502',
  '503',
  '504',
  'late-503',
  'malformed-json',
  'contract-mismatch',
  'slow-polling',
] as const
export type Fault = (typeof FAULTS)[number]

export type FaultRule = { method: string; path: string; fault: Fault }
type ProxiedCall = { method: string; path: string; faulted: boolean }

/** How long a delayed call is held: far past any test's upstream timeout, short of tap's. */
const HOLD_MS = 5000

/** The polled calls' "not yet" answers (sign-up status, ready check), as the upstream words them. */
const PENDING: Record<string, unknown> = {
  '/sign-up/status': { signUpStatus: 'PENDING' },
  '/ready': { ready: false },
}

const pathOf = (url: string) => url.split('?', 1)[0] ?? url

function sendJson(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) })
  res.end(text)
}

/** Each field of the real answer with a value of another JSON type: a contract that drifted. */
function distort(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return depth === 0 ? value.map((item) => distort(item, 1)) : {}
  if (typeof value === 'object' && value !== null) {
    if (depth > 1) return []
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, distort(field, depth + 1)]))
  }
  if (typeof value === 'string') return 42
  if (typeof value === 'number') return 'forty-two'
  if (typeof value === 'boolean') return 'yes'
  return 'null'
}

type Upstream = { host: string; port: number }
type Answer = { status: number; headers: IncomingMessage['headers']; body: Buffer }

function forward(target: Upstream, req: IncomingMessage, body: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const out = request(
      { host: target.host, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }),
        )
        answer.on('error', reject)
      },
    )
    out.on('error', reject)
    out.end(body)
  })
}

function pass(res: ServerResponse, { status, headers, body }: Answer) {
  // The body was read whole: it goes back with its length, not in the upstream's chunks.
  const { 'transfer-encoding': _chunked, ...rest } = headers
  res.writeHead(status, { ...rest, 'content-length': body.length })
  res.end(body)
}

async function inject(
  fault: Fault,
  { target, lateMs }: { target: Upstream; lateMs: number },
  req: IncomingMessage,
  body: Buffer,
  res: ServerResponse,
) {
  switch (fault) {
    case 'delay': {
      const timer = setTimeout(
        () => void forward(target, req, body).then((answer) => pass(res, answer)),
        HOLD_MS,
      )
      res.on('close', () => clearTimeout(timer))
      return
    }
    case 'reset':
      return req.socket.destroy()
    case 'late-503': {
      const timer = setTimeout(() => sendJson(res, 503, JSON.stringify({ description: 'busy' })), lateMs)
      res.on('close', () => clearTimeout(timer))
      return
    }
    case 'malformed-json':
      return sendJson(res, 200, '{"data": [{"id": ')
    case 'contract-mismatch': {
      const answer = await forward(target, req, body)
      return sendJson(res, 200, JSON.stringify(distort(JSON.parse(answer.body.toString() || 'null'))))
    }
    case 'slow-polling':
      return sendJson(res, 200, JSON.stringify(PENDING[pathOf(req.url ?? '')] ?? {}))
    default:
      return sendJson(res, Number(fault), JSON.stringify({ description: 'upstream detail' }))
  }
}

/** `lateMs`: how long a late 503 takes, about half the gateway's upstream deadline. */
export async function startFaultProxy(upstreamUrl: string, { lateMs }: { lateMs: number }) {
  const { hostname, port } = new URL(upstreamUrl)
  const target = { host: hostname, port: Number(port) }
  const rules: FaultRule[] = []
  const calls: ProxiedCall[] = []
  const ruleFor = (method: string, path: string) =>
    rules.find((rule) => rule.method === method && rule.path === path)

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const method = req.method ?? 'GET'
      const path = pathOf(req.url ?? '/')
      const rule = ruleFor(method, path)
      calls.push({ method, path, faulted: rule !== undefined })
      const body = Buffer.concat(chunks)
      const done = rule
        ? inject(rule.fault, { target, lateMs }, req, body, res)
        : forward(target, req, body).then((a) => pass(res, a))
      done.catch(() => req.socket.destroy())
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port: own } = server.address() as AddressInfo

  return {
    port: own,
    /** From now on, calls of this method and path meet the fault. */
    inject: (rule: FaultRule) => void rules.push(rule),
    /** Every rule removed: calls pass through again. */
    clear: () => void rules.splice(0),
    /** Calls received so far (faulted or passed), oldest first. */
    calls,
    /** How many calls met a fault since the count was last reset. */
    faulted: () => calls.filter((call) => call.faulted).length,
    resetCount: () => void calls.splice(0),
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type FaultProxy = Awaited<ReturnType<typeof startFaultProxy>>
