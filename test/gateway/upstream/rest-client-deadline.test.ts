/**
 * Issue 13 item 7: a call made for a request ends by the request's deadline as well as within its
 * own budget. Outcomes only (which answer wins, how many requests the upstream saw), never a
 * wall-clock bound: each slow answer would succeed within the call's own budget.
 */
import t from 'tap'
import { withDeadline } from '../../../server/gateway/plugins/app/upstream/request-deadline.ts'
import { failure, setup } from './helpers.ts'

const inMs = (ms: number) => performance.now() + ms

t.test('a nearly spent request deadline leaves the attempt only what is left', async (t) => {
  const { server, client } = await setup(t, { timeoutMs: 5000 })
  t.same(await client.get({ path: '/slow/600' }), { ok: true }, 'outside a request, 600 ms is in time')
  const error = await failure(withDeadline(inMs(100), () => client.get({ path: '/slow/600' })))
  t.equal(error.code, 'UPSTREAM_TIMEOUT')
  t.equal(error.status, 504)
  t.equal(server.hits('/slow/600').length, 2, 'the second call was sent, and cut')
})

t.test('a spent request deadline fails the call at once, without a request', async (t) => {
  const { server, client, logs } = await setup(t)
  const error = await failure(withDeadline(inMs(-1), () => client.get({ path: '/ok' })))
  t.equal(error.code, 'UPSTREAM_TIMEOUT')
  t.equal(error.status, 504)
  t.equal(error.message, 'Looks like something went wrong. Please try again later.')
  t.equal(server.requests.length, 0, 'the upstream saw nothing')
  t.match(logs.lines(), [{ msg: 'upstream call', path: '/ok', code: 'UPSTREAM_TIMEOUT' }])
})

t.test("the call's own budget still applies under a distant request deadline", async (t) => {
  const { server, client } = await setup(t, { timeoutMs: 200 })
  const error = await failure(withDeadline(inMs(60_000), () => client.get({ path: '/slow/2000' })))
  t.equal(error.code, 'UPSTREAM_TIMEOUT')
  t.equal(server.hits('/slow/2000').length, 1)
})

t.test('a retry whose wait would end past the request deadline is not made', async (t) => {
  // Backoff of 5 s (random 0.5 of 10 s) fits the call's own minute but not the request's second.
  const { server, client, delays } = await setup(t, {
    timeoutMs: 60_000,
    backoffBaseMs: 10_000,
    backoffMaxMs: 10_000,
  })
  t.same(await client.get({ path: '/flaky/503/1/free' }), { ok: true, seen: 1 }, 'outside, retried')
  t.same(delays, [5000])
  const error = await failure(withDeadline(inMs(1000), () => client.get({ path: '/flaky/503/1/bound' })))
  t.equal(error.code, 'UPSTREAM_ERROR', 'the 503 it had')
  t.equal(server.hits('/flaky/503/1/bound').length, 1)
  t.same(delays, [5000], 'no wait begun')
})
