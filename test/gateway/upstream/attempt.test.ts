/**
 * One exchange of the upstream client (attempt.ts) at the edges its handler owns: an answer cut
 * into many chunks, the byte order mark, an answer over the size limit, the whole-exchange
 * deadline against a body that keeps dripping, and a deadline or abort while the request still
 * waits for a connection.
 */
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import t from 'tap'
import { Pool } from 'undici'
import {
  type AttemptInit,
  attempt,
  type Outcome,
} from '../../../server/gateway/plugins/app/upstream/attempt.ts'

type Teardown = { teardown: (fn: () => unknown) => void }

/** A loopback server whose answer per path is written by hand, byte by byte when needed. */
async function rawServer(t: Teardown, routes: Record<string, (res: ServerResponse) => void>) {
  const server = createServer((req, res) => {
    req.resume()
    routes[req.url ?? '']?.(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.teardown(() => {
    server.closeAllConnections()
    server.close()
  })
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

function poolFor(t: Teardown, url: string, options: Pool.Options = {}) {
  const pool = new Pool(url, options)
  t.teardown(() => pool.destroy())
  return pool
}

const init = (path: string, overrides: Partial<AttemptInit> = {}): AttemptInit => ({
  method: 'GET',
  path,
  headers: { accept: 'application/json' },
  body: undefined,
  timeoutMs: 2000,
  signal: undefined,
  ...overrides,
})

const textOf = (outcome: Outcome) => ('text' in outcome ? outcome.text : `failed: ${outcome.error}`)
const codeOf = (outcome: Outcome) =>
  'error' in outcome ? (outcome.error as { code?: string }).code : undefined

t.test('an answer in many chunks, a character split between two of them, reads whole', async (t) => {
  const text = JSON.stringify({ title: '£5 off — crème brûlée', pad: 'x'.repeat(70_000) })
  const bytes = Buffer.from(text)
  const cut = bytes.indexOf(Buffer.from('£')) + 1
  const url = await rawServer(t, {
    '/split': (res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write(bytes.subarray(0, cut))
      setTimeout(() => res.end(bytes.subarray(cut)), 20)
    },
  })
  const outcome = await attempt(poolFor(t, url), init('/split'))
  t.equal(textOf(outcome), text)
  t.equal('status' in outcome && outcome.status, 200)
})

t.test('a leading byte order mark is dropped, as a JSON parser expects', async (t) => {
  const url = await rawServer(t, {
    '/bom': (res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"ok":true}')]))
    },
  })
  t.equal(textOf(await attempt(poolFor(t, url), init('/bom'))), '{"ok":true}')
})

t.test('an answer over the size limit is a bad response, not retried', async (t) => {
  const url = await rawServer(t, {
    '/big': (res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(`"${'x'.repeat(4096)}"`)
    },
  })
  const outcome = await attempt(poolFor(t, url, { maxResponseSize: 1024 }), init('/big'))
  t.equal(codeOf(outcome), 'UPSTREAM_BAD_RESPONSE')
  t.equal('retryable' in outcome && outcome.retryable, false)
})

t.test('the deadline covers the whole exchange: a body that keeps dripping times out', async (t) => {
  const closed = Promise.withResolvers<boolean>()
  const url = await rawServer(t, {
    '/drip': (res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      const timer = setInterval(() => res.write(' '), 20)
      // The whole answer, for a client that would wait past its deadline.
      const end = setTimeout(() => res.end('{}'), 5000)
      res.on('close', () => {
        clearInterval(timer)
        clearTimeout(end)
        closed.resolve(res.writableFinished)
      })
    },
  })
  const outcome = await attempt(poolFor(t, url), init('/drip', { timeoutMs: 150 }))
  t.equal(codeOf(outcome), 'UPSTREAM_TIMEOUT')
  t.equal(await closed.promise, false, 'given up at the deadline: the exchange closed mid-body')
})

t.test(
  'a request still waiting for a connection ends at its deadline, or at its caller’s abort',
  async (t) => {
    const url = await rawServer(t, {
      '/hold': (res) => {
        const timer = setTimeout(() => res.end('{}'), 5000)
        res.on('close', () => clearTimeout(timer))
      },
    })
    // One connection, held by the first call: the next ones queue behind it.
    const pool = poolFor(t, url, { connections: 1 })
    let held = true
    const holding = attempt(pool, init('/hold', { timeoutMs: 4000 })).finally(() => {
      held = false
    })
    const queued = await attempt(pool, init('/hold', { timeoutMs: 100 }))
    t.equal(codeOf(queued), 'UPSTREAM_TIMEOUT')
    t.ok(held, 'not kept until the connection is free')

    const controller = new AbortController()
    const aborted = attempt(pool, init('/hold', { signal: controller.signal }))
    setTimeout(() => controller.abort(new Error('gone')), 50)
    await t.rejects(aborted, { message: 'gone' })
    await t.rejects(attempt(pool, init('/hold', { signal: controller.signal })), { message: 'gone' })
    pool.destroy()
    await holding
  },
)
