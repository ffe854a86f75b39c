/**
 * The reference upstream answers the calls `shared/contract/upstream/<family>.ts` declares, at the
 * declared method and URL, so that the gateway's clients and the upstream cannot drift apart.
 * The calls only the scheme's real services answer are listed here by name.
 */
import { readdirSync } from 'node:fs'
import { basename, join } from 'node:path'
import t from 'tap'
import type { Endpoint } from '../../../shared/contract/endpoint.ts'
import { buildTestUpstream } from '../helpers/upstream.ts'

/** Every family file of shared/contract/upstream, so that a new family is checked without a line here. */
const upstreamDir = join(import.meta.dirname, '../../../shared/contract/upstream')
const families: Record<string, Record<string, unknown>> = Object.fromEntries(
  await Promise.all(
    readdirSync(upstreamDir)
      .filter((file) => file.endsWith('.ts') && file !== 'common.ts')
      .map(async (file) => [basename(file, '.ts'), await import(join(upstreamDir, file))] as const),
  ),
)

/** Declared for the gateway, answered by the real services only. */
const NOT_IN_REFERENCE = new Set<string>([])

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'url' in value && 'response' in value

t.test('every declared call is a route of the reference upstream', async (t) => {
  const app = await buildTestUpstream(t, {}, { seed: false })
  let count = 0
  for (const [family, declarations] of Object.entries(families)) {
    for (const [name, declaration] of Object.entries(declarations)) {
      if (!isEndpoint(declaration)) continue
      count += 1
      const { method, url } = declaration
      const expected = !NOT_IN_REFERENCE.has(`${family}.${name}`)
      t.equal(app.hasRoute({ method, url }), expected, `${family}.${name}: ${method} ${url}`)
    }
  }
  t.ok(Object.keys(families).length >= 15, `${Object.keys(families).length} families`)
  t.ok(count > 30, `${count} declared calls`)
})
