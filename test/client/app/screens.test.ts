/**
 * Every screen the route table names has a loader in client/app/screens.ts (its own entry or its
 * family's), so no route of the product falls through to a placeholder; an unknown name has none.
 */
import t from 'tap'
import { loaderOf } from '../../../client/app/screens.ts'
import { createRouteTable } from '../../../shared/routes/route-table.ts'

const table = createRouteTable({ identityStartPrefix: '/start' })

t.test('every screen of the route table has a loader', async (t) => {
  const names = [...new Set(table.map((entry) => entry.screen))]
  t.ok(names.length > 100, `${names.length} screens`)
  t.same(
    names.filter((name) => loaderOf(name) === undefined),
    [],
    'screens without a loader',
  )
})

t.test('a name the table does not know has none', async (t) => {
  t.equal(loaderOf('no-such-screen'), undefined)
  t.equal(loaderOf('constructor'), undefined)
})
