import t from 'tap'
import { createIdentityClient } from '../../../server/gateway/plugins/app/upstream/identity.ts'
import { poll } from '../../../server/gateway/plugins/app/upstream/poll.ts'
import { withDeadline } from '../../../server/gateway/plugins/app/upstream/request-deadline.ts'
import { recordingSleep, setup } from './helpers.ts'

t.test('PRX-4: stops at maxAttempts with a terminal result', async (t) => {
  const { delays, sleep } = recordingSleep()
  let calls = 0
  const result = await poll(async () => ++calls, {
    intervalMs: 2000,
    maxAttempts: 10,
    isDone: () => false,
    sleep,
  })
  t.same(result, { status: 'exhausted', value: 10, attempts: 10 })
  t.equal(calls, 10)
  t.same(delays, Array(9).fill(2000), 'waits between attempts, none after the last')
})

t.test('returns as soon as the value is done', async (t) => {
  const { delays, sleep } = recordingSleep()
  const result = await poll(async (attempt) => attempt, {
    intervalMs: 2000,
    maxAttempts: 10,
    isDone: (n) => n === 3,
    sleep,
  })
  t.same(result, { status: 'done', value: 3, attempts: 3 })
  t.same(delays, [2000, 2000])
})

t.test('backs off by a factor up to a ceiling', async (t) => {
  const { delays, sleep } = recordingSleep()
  await poll(async () => 0, {
    intervalMs: 100,
    factor: 2,
    maxIntervalMs: 500,
    maxAttempts: 6,
    isDone: () => false,
    sleep,
  })
  t.same(delays, [100, 200, 400, 500, 500])
})

t.test('stops when the overall signal aborts during a wait', async (t) => {
  const controller = new AbortController()
  let waits = 0
  const sleep = async (_ms: number, signal?: AbortSignal) => {
    if (++waits === 2) controller.abort()
    signal?.throwIfAborted()
  }
  const result = await poll(async (attempt) => attempt, {
    intervalMs: 2000,
    maxAttempts: 10,
    isDone: () => false,
    signal: controller.signal,
    sleep,
  })
  t.same(result, { status: 'aborted', value: 2, attempts: 2 })
})

t.test('stops when the signal aborts during a call, and never starts under an aborted signal', async (t) => {
  const controller = new AbortController()
  const during = await poll(
    async () => {
      controller.abort()
      throw new Error('request aborted')
    },
    { intervalMs: 10, maxAttempts: 5, isDone: () => false, signal: controller.signal, sleep: async () => {} },
  )
  t.same(during, { status: 'aborted', value: undefined, attempts: 1 })
  let called = false
  const before = await poll(
    async () => {
      called = true
    },
    { intervalMs: 10, maxAttempts: 5, isDone: () => true, signal: AbortSignal.abort() },
  )
  t.same(before, { status: 'aborted', value: undefined, attempts: 0 })
  t.equal(called, false)
})

t.test('a real overall timeout ends a real wait', async (t) => {
  // An hour between checks: only the abort can end this wait before tap's file timeout.
  const result = await poll(async () => false, {
    intervalMs: 3_600_000,
    maxAttempts: 10,
    isDone: Boolean,
    signal: AbortSignal.timeout(50),
  })
  t.equal(result.status, 'aborted')
})

t.test("a wait that would outlast the request's deadline is not made: the poll times out", async (t) => {
  const { delays, sleep } = recordingSleep()
  let calls = 0
  const polling = withDeadline(performance.now() + 1000, () =>
    poll(async () => ++calls, { intervalMs: 2000, maxAttempts: 10, isDone: () => false, sleep }),
  )
  await t.rejects(polling, { name: 'UpstreamError', code: 'UPSTREAM_TIMEOUT', status: 504 })
  t.equal(calls, 1, 'one check, then no wait past the deadline')
  t.same(delays, [])
})

t.test('a failing call ends the poll with its error', async (t) => {
  await t.rejects(
    poll(
      async () => {
        throw new Error('upstream down')
      },
      { intervalMs: 10, maxAttempts: 5, isDone: () => false, sleep: async () => {} },
    ),
    { message: 'upstream down' },
  )
  await t.rejects(
    poll(async () => 1, { intervalMs: 10, maxAttempts: 0, isDone: () => true }),
    RangeError,
  )
})

t.test('polls the identity ready check over HTTP until it is ready', async (t) => {
  const { server, client } = await setup(t)
  server.script(
    '/ready',
    { status: 200, body: { ready: false } },
    { status: 200, body: { ready: false } },
    {
      status: 200,
      body: { ready: true },
    },
  )
  const identity = createIdentityClient(client)
  const { delays, sleep } = recordingSleep()
  const result = await poll(() => identity.ready('auth-token-1'), {
    intervalMs: 2000,
    maxAttempts: 10,
    isDone: (reply) => reply.ready,
    sleep,
  })
  t.same(result, { status: 'done', value: { ready: true }, attempts: 3 })
  t.same(delays, [2000, 2000])
  t.same(
    server.hits('/ready').map((request) => [request.method, request.body]),
    Array(3).fill(['POST', '{"authToken":"auth-token-1"}']),
  )
})
