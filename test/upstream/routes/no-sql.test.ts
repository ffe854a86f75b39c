/**
 * The reference upstream's routes (`server/upstream/<area>/routes/`) reach the store only through
 * their area's repository (`server/upstream/<area>/repository.ts`): no route file imports Kysely,
 * builds a query or touches `fastify.db`.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import t from 'tap'

const root = join(import.meta.dirname, '../../..')
const upstream = join(root, 'server/upstream')

const FORBIDDEN: ReadonlyArray<[string, RegExp]> = [
  ['imports kysely', /from\s+['"]kysely['"]/],
  ['calls selectFrom', /\.selectFrom\s*\(/],
  ['calls insertInto', /\.insertInto\s*\(/],
  ['calls updateTable', /\.updateTable\s*\(/],
  ['calls deleteFrom', /\.deleteFrom\s*\(/],
  ['reads fastify.db', /\bfastify\.db\b|\{[^}]*\bdb\b[^}]*\}\s*=\s*fastify\b/],
]

/** Every file in a `routes` folder of an area. */
async function routeFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && /\.[cm]?[jt]s$/.test(entry.name))
    .filter((entry) => /(^|\/)routes$/.test(entry.parentPath))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

t.test('no route under server/upstream/<area>/routes writes SQL', async (t) => {
  const files = await routeFiles(upstream)
  t.ok(files.length > 10, `found ${files.length} route files`)
  for (const file of files) {
    const text = await readFile(file, 'utf8')
    const found = FORBIDDEN.filter(([, pattern]) => pattern.test(text)).map(([what]) => what)
    t.same(found, [], relative(root, file))
  }
})

t.test('the check recognises each forbidden form', async (t) => {
  const samples = [
    "import { sql } from 'kysely'",
    "db.selectFrom('collectors')",
    "trx.insertInto('outbox')",
    "fastify.db.updateTable('registrations')",
    "db\n  .deleteFrom('two_factor_challenges')",
    'const { db } = fastify',
  ]
  for (const [index, sample] of samples.entries()) {
    const [what, pattern] = FORBIDDEN[index] ?? ['', /$^/]
    t.ok(pattern.test(sample), what)
  }
})
