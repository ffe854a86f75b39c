/**
 * The screen registry (client/app/screens.ts) against the route table: the compiler already checks
 * that every name has a chunk that holds it; this checks the same at run time, by loading every
 * screen from its chunk, and that each is the component the chunk exports under that name.
 */
import { dirname } from 'node:path'
import t from 'tap'
import { type loadScreen, registeredScreens } from '../../../client/app/screens.ts'
import { createRouteTable } from '../../../shared/routes/route-table.ts'
import { bundleForNode } from '../components/bundle-for-node.ts'

/** The registry bundled for Node, so that loading a screen loads its chunk's TSX. */
type Registry = { loadScreen: typeof loadScreen }

const table = createRouteTable({ identityStartPrefix: '/start' })
const tableScreens = [...new Set(table.map((entry) => entry.screen))]

const registry = await bundleForNode<Registry>(
  t,
  "export { loadScreen } from './client/app/screens.ts'",
  dirname(dirname(dirname(import.meta.dirname))),
)

t.test('the registry holds exactly the route table’s screens and the not-found page', async (t) => {
  t.ok(tableScreens.length > 100, `${tableScreens.length} screens`)
  t.same(registeredScreens().sort(), [...tableScreens, 'not-found'].sort())
})

t.test('every screen loads from its chunk as a component', async (t) => {
  const missing: string[] = []
  for (const name of registeredScreens()) {
    const screen = await registry.loadScreen(name)
    if (typeof screen !== 'function' && typeof screen !== 'object') missing.push(name)
  }
  t.same(missing, [], 'screens whose chunk does not hold them')
})
