import t from 'tap'
import { backoffMs, retryAfterMs } from '../../../server/gateway/plugins/app/upstream/retry.ts'
import { failure, setup } from './helpers.ts'

t.test('a hanging upstream times out within the budget: UPSTREAM_TIMEOUT, 504, not retried', async (t) => {
  const { server, client } = await setup(t, { timeoutMs: 200 })
  // The upstream would answer 200 after 5 s: a timeout error proves the client gave up first.
  const error = await failure(client.get({ path: '/slow/5000' }))
  t.equal(error.code, 'UPSTREAM_TIMEOUT')
  t.equal(error.status, 504)
  t.equal(error.message, 'Looks like something went wrong. Please try again later.')
  t.equal(server.hits('/slow/5000').length, 1)
})

t.test('a connection reset mid-response is retried for GET', async (t) => {
  const { server, client, delays } = await setup(t)
  const error = await failure(client.get({ path: '/reset' }))
  t.equal(error.code, 'UPSTREAM_UNAVAILABLE')
  t.equal(error.status, 503)
  t.equal(server.hits('/reset').length, 3)
  t.same(delays, [50, 100], 'full jitter with random 0.5: half of 100 ms, then half of 200 ms')
})

t.test('a connection reset is not retried for POST', async (t) => {
  const { server, client, delays } = await setup(t)
  const error = await failure(client.post({ path: '/reset', body: { authToken: 'x' } }))
  t.equal(error.code, 'UPSTREAM_UNAVAILABLE')
  t.equal(server.hits('/reset').length, 1)
  t.same(delays, [])
})

t.test('a refused connection is retried, then UPSTREAM_UNAVAILABLE 503', async (t) => {
  const { server, client } = await setup(t)
  await server.close()
  const error = await failure(client.get({ path: '/ok' }))
  t.equal(error.code, 'UPSTREAM_UNAVAILABLE')
  t.equal(error.status, 503)
})

t.test('503 twice then 200: GET succeeds on the third attempt', async (t) => {
  const { server, client, delays } = await setup(t)
  t.same(await client.get({ path: '/flaky/503/2/get' }), { ok: true, seen: 2 })
  t.equal(server.hits('/flaky/503/2/get').length, 3)
  t.equal(delays.length, 2)
})

t.test('503 twice then 200: POST fails after one attempt', async (t) => {
  const { server, client } = await setup(t)
  const error = await failure(client.post({ path: '/flaky/503/2/post', body: {} }))
  t.equal(error.code, 'UPSTREAM_ERROR')
  t.equal(error.status, 502)
  t.equal(error.upstreamStatus, 503)
  t.equal(server.hits('/flaky/503/2/post').length, 1)
})

t.test('a POST marked safe to repeat is retried', async (t) => {
  const { server, client } = await setup(t)
  t.same(await client.post({ path: '/flaky/502/2/marked', body: {}, retry: true }), { ok: true, seen: 2 })
  t.equal(server.hits('/flaky/502/2/marked').length, 3)
})

t.test('504 is retried; never more than two retries', async (t) => {
  const { server, client } = await setup(t)
  const error = await failure(client.get({ path: '/flaky/504/5/limit' }))
  t.equal(error.code, 'UPSTREAM_ERROR')
  t.equal(server.hits('/flaky/504/5/limit').length, 3)
})

t.test('a GET marked retry: false is tried once', async (t) => {
  const { server, client } = await setup(t)
  await failure(client.get({ path: '/flaky/503/1/once', retry: false }))
  t.equal(server.hits('/flaky/503/1/once').length, 1)
})

t.test('UPSTREAM_RETRIES=0 means one attempt', async (t) => {
  const { server, client } = await setup(t, { retries: 0 })
  await failure(client.get({ path: '/flaky/503/1/none' }))
  t.equal(server.hits('/flaky/503/1/none').length, 1)
})

t.test('500 is not retried, even for GET', async (t) => {
  const { server, client } = await setup(t)
  const error = await failure(client.get({ path: '/flaky/500/1/five-hundred' }))
  t.equal(error.code, 'UPSTREAM_ERROR')
  t.equal(error.status, 502)
  t.equal(server.hits('/flaky/500/1/five-hundred').length, 1)
})

t.test('429 and other 4xx are not retried', async (t) => {
  const { server, client } = await setup(t)
  const error = await failure(client.get({ path: '/flaky/429/1/busy' }))
  t.equal(error.status, 429)
  t.equal(server.hits('/flaky/429/1/busy').length, 1)
})

// A budget long enough for the waits: a retry that could not start within it is not made.
t.test('Retry-After in seconds is honoured', async (t) => {
  const { server, client, delays } = await setup(t, { timeoutMs: 10_000 })
  t.same(await client.get({ path: '/retry-after/seconds/3/a' }), { ok: true })
  t.same(delays, [3000])
  t.equal(server.hits('/retry-after/seconds/3/a').length, 2)
})

t.test('Retry-After as an HTTP date is honoured', async (t) => {
  const { client, delays } = await setup(t, { timeoutMs: 10_000 })
  t.same(await client.get({ path: '/retry-after/date/4/b' }), { ok: true })
  t.equal(delays.length, 1)
  const [delay = 0] = delays
  t.ok(delay > 2000 && delay <= 4000, `waited ${delay} ms for a date 3-4 s ahead`)
})

t.test('a Retry-After beyond the cap ends the retries instead of shortening the wait', async (t) => {
  const { server, client, delays } = await setup(t, { maxRetryAfterMs: 2000 })
  const error = await failure(client.get({ path: '/retry-after/seconds/120/c' }))
  t.equal(error.code, 'UPSTREAM_ERROR')
  t.same(delays, [])
  t.equal(server.hits('/retry-after/seconds/120/c').length, 1)
})

t.test('retries end with the budget: a wait past it is not made', async (t) => {
  const { server, client, delays } = await setup(t, { timeoutMs: 2000 })
  const error = await failure(client.get({ path: '/retry-after/seconds/3/budget' }))
  t.equal(error.code, 'UPSTREAM_ERROR')
  t.equal(error.upstreamStatus, 503)
  t.same(delays, [])
  t.equal(server.hits('/retry-after/seconds/3/budget').length, 1)
})

t.test('the caller’s abort signal stops a call and its retries', async (t) => {
  const { server, client } = await setup(t)
  const controller = new AbortController()
  const call = client.get({ path: '/slow/5000', signal: controller.signal })
  setTimeout(() => controller.abort(new Error('gone')), 50)
  await t.rejects(call, { message: 'gone' })
  t.equal(server.hits('/slow/5000').length, 1)
})

t.test('backoff and Retry-After arithmetic', async (t) => {
  t.equal(
    backoffMs(1, () => 0.999, 100, 2000),
    99,
  )
  t.equal(
    backoffMs(3, () => 0.999, 100, 2000),
    399,
  )
  t.equal(
    backoffMs(10, () => 1, 100, 2000),
    2000,
    'capped',
  )
  t.equal(
    backoffMs(2, () => 0, 100, 2000),
    0,
    'full jitter reaches zero',
  )
  const now = Date.parse('Sun, 06 Nov 1994 08:49:37 GMT')
  t.equal(retryAfterMs('120', now), 120_000)
  t.equal(retryAfterMs(' 7 ', now), 7000)
  t.equal(retryAfterMs('Sun, 06 Nov 1994 08:49:47 GMT', now), 10_000)
  t.equal(retryAfterMs('Sun, 06 Nov 1994 08:49:27 GMT', now), 0, 'a date in the past')
  t.equal(retryAfterMs('soon', now), undefined)
  t.equal(retryAfterMs('-5', now), undefined)
  t.equal(retryAfterMs(undefined, now), undefined)
})
