/**
 * The login budgets' counters on PGlite and on PostgreSQL: a burst of parallel charges, and two
 * upstream processes on one PostgreSQL (replicas), never let more than the limit through; a
 * window ends, a lock outlives it, a refund gives back one charge, ended counters are purged.
 */
import t, { type Test } from 'tap'
import { createBudgetStore, type LoginBudgetTables } from '../../../server/upstream/oidc/login-budget.ts'
import { freshSchemaUrl, postgresUnavailable } from '../helpers/postgres.ts'
import { buildTestUpstream, type Store } from '../helpers/upstream.ts'

const WINDOW = 60_000

async function stores(t: Test, store: Store, count: number, now: () => number) {
  const env = { DATABASE_URL: store === 'postgresql' ? await freshSchemaUrl(t) : undefined }
  const dataDir = t.testdir()
  const apps = []
  for (let n = 0; n < count; n += 1)
    apps.push(await buildTestUpstream(t, { ...env, DATA_DIR: dataDir }, { seed: false }))
  return apps.map((app) => createBudgetStore(app.db.withTables<LoginBudgetTables>(), now))
}

async function suite(t: Test, store: Store) {
  let now = 1_000_000
  const [budget] = await stores(t, store, 1, () => now)
  if (!budget) throw new Error('no store')

  t.test('a burst of 50 parallel charges: exactly the limit get through', async (t) => {
    const counts = await Promise.all(
      Array.from({ length: 50 }, () => budget.charge('account:burst', 10, WINDOW)),
    )
    t.same(
      counts.filter((count) => count !== undefined).sort((a = 0, b = 0) => a - b),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    )
  })

  t.test('the window ends; a lock held past it; a refund; a purge', async (t) => {
    t.equal(await budget.charge('account:w', 2, WINDOW), 1)
    t.equal(await budget.charge('account:w', 2, WINDOW), 2)
    t.equal(await budget.charge('account:w', 2, WINDOW), undefined)
    t.equal(await budget.charge('account:w', 3, WINDOW), 3, 'a higher limit (the API door) still passes')
    now += WINDOW
    t.equal(await budget.charge('account:w', 2, WINDOW), 1, 'a new window')
    await budget.charge('account:w', 2, WINDOW)
    await budget.holdFor('account:w', 3 * WINDOW)
    now += 2 * WINDOW
    t.equal(await budget.charge('account:w', 2, WINDOW), undefined, 'held past its window')
    await budget.refund('account:w')
    t.equal(await budget.charge('account:w', 2, WINDOW), 2, 'one charge given back')
    now += 3 * WINDOW
    await budget.purge()
    t.equal(await budget.charge('account:w', 2, WINDOW), 1, 'forgotten once ended')
  })
}

t.test('on PGlite', (t) => suite(t, 'pglite'))

const postgresSkip = await postgresUnavailable()
t.test('on PostgreSQL', { skip: postgresSkip ?? false }, (t) => suite(t, 'postgresql'))

t.test('two upstreams on one PostgreSQL share one budget', { skip: postgresSkip ?? false }, async (t) => {
  const [a, b] = await stores(t, 'postgresql', 2, () => 1_000_000)
  if (!a || !b) throw new Error('no stores')
  const counts = await Promise.all(
    Array.from({ length: 40 }, (_, n) => (n % 2 ? a : b).charge('account:replicas', 10, WINDOW)),
  )
  t.equal(counts.filter((count) => count !== undefined).length, 10)
})
