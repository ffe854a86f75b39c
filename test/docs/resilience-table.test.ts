import { readFileSync } from 'node:fs'
import t from 'tap'
import { renderTable } from '../gateway/resilience/fault-table.ts'

const resilience = readFileSync(new URL('../../docs/resilience.md', import.meta.url), 'utf8')

t.test("the resilience page's fault table is the one the fault matrix asserts", async (t) => {
  const [, table] = /<!-- fault-table:start -->\n([\s\S]*?)\n<!-- fault-table:end -->/.exec(resilience) ?? []
  t.equal(table, renderTable(), 'regenerate it with: node test/gateway/resilience/fault-table.ts')
})
