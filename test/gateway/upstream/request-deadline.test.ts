/**
 * Issue 13 item 7: one deadline for all of a request's upstream work. The store that carries it
 * must reach the handler through every hook and await, with and without a body (a parsed body
 * resumes the hook chain from the socket's 'end' event, outside the store), over real HTTP as
 * well as inject; outside a request there is none.
 */
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyInstance } from 'fastify'
import t, { type Test } from 'tap'
import {
  deadlineSignal,
  remainingMs,
  withDeadline,
} from '../../../server/gateway/plugins/app/upstream/request-deadline.ts'
import { buildTestGateway, sameOriginHeaders } from '../../helpers/gateway.ts'
import { REDIS_TEST_URL } from '../../helpers/services.ts'

const PUBLIC_ORIGIN = 'http://localhost:3000'
const BUDGET_MS = 60_000

/** What the handler reads after its awaits: the time left, or null (JSON's Infinity) without a deadline. */
async function leftAfterAwaits() {
  await sleep(5)
  await Promise.resolve()
  return { left: remainingMs() }
}

function testRoutes(fastify: FastifyInstance) {
  fastify.get('/test/deadline', leftAfterAwaits)
  fastify.route({
    method: 'POST',
    url: '/test/deadline',
    // Counted in Redis: the rate limit's hook awaits a Redis round trip before the handler.
    config: { stateChanging: true, rateLimit: { max: 100, timeWindow: 60_000 } },
    schema: { body: { type: 'object', properties: { note: { type: 'string' } } } },
    // An async hook of the route's own between the body and the handler.
    preHandler: async () => {
      await sleep(5)
    },
    handler: leftAfterAwaits,
  })
}

const gateway = await buildTestGateway(
  t,
  { PUBLIC_ORIGIN, UPSTREAM_TIMEOUT_MS: String(BUDGET_MS), REDIS_URL: REDIS_TEST_URL },
  { register: testRoutes },
)
await gateway.listen({ port: 0, host: '127.0.0.1' })
const port = (gateway.server.address() as AddressInfo).port

/**
 * A real HTTP exchange on loopback, as a browser on the public origin sends it; the body comes in
 * its own packet after the headers, so it is read from the socket's events, not from the buffer
 * the headers arrived in.
 */
function overHttp(method: 'GET' | 'POST', body?: object): Promise<{ status: number; json: unknown }> {
  const payload = body === undefined ? undefined : JSON.stringify(body)
  const headers: Record<string, string> = {
    host: new URL(PUBLIC_ORIGIN).host,
    ...(payload === undefined
      ? {}
      : { ...sameOriginHeaders({ PUBLIC_ORIGIN }), 'content-type': 'application/json' }),
  }
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, method, path: '/test/deadline', headers },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          text += chunk
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) }))
      },
    )
    outgoing.on('error', reject)
    outgoing.flushHeaders()
    void sleep(20).then(() => outgoing.end(payload))
  })
}

const withinBudget = (t: Test, answer: { status: number; json: unknown }) => {
  t.equal(answer.status, 200)
  const { left } = answer.json as { left: unknown }
  t.type(left, 'number', 'the handler still sees a deadline after its awaits')
  t.ok((left as number) > 0 && (left as number) <= BUDGET_MS, `within the budget (${left} ms left)`)
}

t.test('over HTTP: a GET handler sees its deadline after awaiting', async (t) => {
  withinBudget(t, await overHttp('GET'))
})

t.test('over HTTP: a POST with a JSON body and an async preHandler sees it too', async (t) => {
  withinBudget(t, await overHttp('POST', { note: 'a body to parse' }))
})

t.test('through inject, with and without a body', async (t) => {
  const get = await gateway.inject({ method: 'GET', url: '/test/deadline' })
  withinBudget(t, { status: get.statusCode, json: get.json() })
  const post = await gateway.inject({
    method: 'POST',
    url: '/test/deadline',
    headers: sameOriginHeaders({ PUBLIC_ORIGIN }),
    payload: { note: 'a body to parse' },
  })
  withinBudget(t, { status: post.statusCode, json: post.json() })
})

t.test('outside a request there is no deadline', async (t) => {
  t.equal(remainingMs(), Number.POSITIVE_INFINITY)
  const signal = deadlineSignal(60_000)
  t.equal(signal.aborted, false, "a call's own budget alone")
})

t.test('a deadline already passed gives a signal aborted with a TimeoutError', async (t) => {
  const signal = withDeadline(performance.now() - 1, () => deadlineSignal(60_000))
  t.equal(signal.aborted, true)
  t.equal((signal.reason as Error).name, 'TimeoutError')
})

t.test("a nearly spent deadline fires before the call's own budget", async (t) => {
  const signal = withDeadline(performance.now() + 20, () => deadlineSignal(60_000))
  t.equal(signal.aborted, false)
  await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }))
  t.equal((signal.reason as Error).name, 'TimeoutError')
})
