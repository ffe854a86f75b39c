/**
 * Benches run anywhere (issue 23): every listener a bench starts takes a free port, the operator
 * port included, so a bench does not die because another copy of the product holds a default.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'

const BENCH = join(import.meta.dirname, '../../bench')
const benches = readdirSync(BENCH)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => ({ name, source: readFileSync(join(BENCH, name), 'utf8') }))

t.test('no bench listens on a fixed port', async (t) => {
  for (const { name, source } of benches) {
    const fixed = source.match(/\b(?:port|PORT)\s*[:=]\s*'?\d{2,5}'?/g) ?? []
    t.same(fixed, [], `${name}: ports are asked for, not written down`)
  }
})

t.test('a bench that starts the product process gives it a free operator port', async (t) => {
  const spawning = benches.filter(({ source }) => /spawn\([^)]*(?:server\/main\.ts|MAIN)/.test(source))
  t.ok(spawning.length > 0, 'some bench starts the product as operators do')
  for (const { name, source } of spawning) t.match(source, /METRICS_PORT:/, `${name} sets METRICS_PORT`)
})
