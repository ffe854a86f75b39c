import { readFileSync } from 'node:fs'
import t from 'tap'
import { renderTable } from '../gateway/resilience/fault-table.ts'

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')

t.test("the README's resilience table is the one the fault matrix asserts", async (t) => {
  const [, table] = /<!-- fault-table:start -->\n([\s\S]*?)\n<!-- fault-table:end -->/.exec(readme) ?? []
  t.equal(table, renderTable(), 'regenerate it with: node test/gateway/resilience/fault-table.ts')
})
