/**
 * The savings repository on both stores, over the sandbox as the first start seeds it: the same
 * SQL (month grouping, sums, offset pages, the receipt's join) answers alike on PGlite and on
 * PostgreSQL, and each collector reads only their own rows.
 */
import t, { type Test } from 'tap'
import { ACTIVITY_START_DATE } from '../../../shared/constants/limits.ts'
import { freshSchemaUrl, postgresUnavailable } from '../helpers/postgres.ts'
import { buildTestUpstream } from '../helpers/upstream.ts'

async function suite(t: Test, env: Record<string, string>) {
  const upstream = await buildTestUpstream(t, env)
  const ids = async (card: string) =>
    (
      await upstream.db
        .selectFrom('collectors')
        .select('id')
        .where('card_number', '=', card)
        .executeTakeFirstOrThrow()
    ).id
  const [alex, sam] = [await ids('10000000001'), await ids('10000000002')]
  const repository = upstream.savingsRepository
  const range = { fromDate: ACTIVITY_START_DATE, toDate: new Date().toISOString().slice(0, 10) }

  const cumulative = await repository.cumulative(alex, range)
  const totals = await repository.totals(alex)
  t.equal(cumulative.months[0]?.month, '2025-01')
  t.equal(cumulative.transactions, totals.transactions)
  t.equal(cumulative.savedPence, totals.savedPence)
  t.ok(totals.transactions > 30, `${totals.transactions} shops`)

  const first = await repository.page(alex, range, 0, 20)
  t.equal(first.savings.length, 20)
  t.equal(first.pageOffset, 20)
  const last = await repository.page(alex, range, totals.transactions - 5, 20)
  t.equal(last.savings.length, 5)
  t.equal(last.pageOffset, null)

  const latest = await repository.latest(alex, 10)
  t.equal(latest[0]?.digitalReceiptId, 'dr-0101')
  const receipt = await repository.receipt(alex, 'dr-0101')
  t.equal(receipt?.totalPence, latest[0]?.spendPence)
  t.equal(await repository.receipt(sam, 'dr-0101'), undefined, "Alex's receipt is not Sam's")
  t.ok(await repository.receipt(sam, 'dr-0201'), 'Sam has his own')
}

t.test('on PGlite', (t) => suite(t, {}))

const postgresSkip = await postgresUnavailable()
t.test('on PostgreSQL', { skip: postgresSkip ?? false }, async (t) =>
  suite(t, { DATABASE_URL: await freshSchemaUrl(t) }),
)
