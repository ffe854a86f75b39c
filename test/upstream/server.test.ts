/**
 * The upstream as a process would run it: listening on loopback, stopped, and started again on the
 * same DATA_DIR, which keeps the data and does not seed again.
 */
import { performance } from 'node:perf_hooks'
import t from 'tap'
import { startUpstream } from '../../server/upstream/server.ts'
import { testConfig } from './helpers/upstream.ts'

async function timedStart(config: Parameters<typeof startUpstream>[0]) {
  const started = performance.now()
  const upstream = await startUpstream(config)
  const address = upstream.server.address()
  if (address === null || typeof address === 'string') throw new Error('not listening on a port')
  return { upstream, origin: `http://127.0.0.1:${address.port}`, ms: Math.round(performance.now() - started) }
}

t.test('stop and start again on the same DATA_DIR keeps the data', async (t) => {
  const config = testConfig(t, { UPSTREAM_PORT: '0' })

  const first = await timedStart(config)
  t.teardown(() => first.upstream.close())
  const health = await fetch(`${first.origin}/healthz`)
  t.equal(health.status, 200)
  t.same(await health.json(), { status: 'ok' })
  await first.upstream.outbox.send({
    to: 'alex.taylor@example.com',
    subject: 'Kept',
    text: 'https://a.example/kept',
  })
  await first.upstream.close()

  const second = await timedStart(config)
  t.teardown(() => second.upstream.close())
  const mailbox = await fetch(`${second.origin}/dev/mailbox.json?to=alex.taylor@example.com`)
  t.match(await mailbox.json(), [{ subject: 'Kept', links: ['https://a.example/kept'] }])
  const markers = await second.upstream.db.selectFrom('seed_runs').select('name').orderBy('name').execute()
  t.same(
    markers,
    [
      { name: 'balances-v1' },
      { name: 'brand-details-v1' },
      { name: 'card-self-service-v1' },
      { name: 'events-v1' },
      { name: 'help-v1' },
      { name: 'linked-accounts-v1' },
      { name: 'login-sandbox-v1' },
      { name: 'offers-v1' },
      { name: 'prices-v1' },
      { name: 'sandbox-v1' },
      { name: 'savings-v1' },
      { name: 'transactions-v1' },
      { name: 'vouchers-v1' },
    ],
    'seeded once',
  )
  const alex = await second.upstream.db
    .selectFrom('collectors')
    .select('email')
    .where('card_number', '=', '10000000001')
    .execute()
  t.same(alex, [{ email: 'alex.taylor@example.com' }], 'one Alex, not two')
  t.comment(`PGlite start: first (migrate + seed) ${first.ms} ms, second ${second.ms} ms`)
})

t.test('closing the server closes the store', async (t) => {
  const { upstream } = await timedStart(testConfig(t, { UPSTREAM_PORT: '0' }))
  await upstream.close()
  await t.rejects(upstream.db.selectFrom('collectors').select('id').execute())
})
