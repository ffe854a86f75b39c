/**
 * A new PGlite directory starts from the empty-cluster template instead of initdb, and a bad
 * template is replaced rather than trusted. initdb runs in a child process: its memory is not this one's.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import t from 'tap'
import { openPglite, prepareTemplateFor } from '../../../server/upstream/db/pglite-template.ts'

const peakMiB = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) / 1024

// First in the file: the peak is this process's highest so far.
t.test('a new store has its template made by initdb in a process of its own', async (t) => {
  const machineTmp = t.testdir()
  const before = peakMiB()
  const tmpdir = process.env.TMPDIR
  process.env.TMPDIR = machineTmp
  t.teardown(() => {
    process.env.TMPDIR = tmpdir
  })
  await prepareTemplateFor(join(machineTmp, 'data'))
  const [template] = readdirSync(machineTmp).filter((name) => name.startsWith('loyalty-web-pglite-'))
  t.ok(template && existsSync(join(machineTmp, template, 'PG_VERSION')), 'the template is a cluster')
  // initdb left to itself picks 128 MB, and its bootstrap backend grows by some 60 MB with it.
  t.match(
    readFileSync(join(machineTmp, template ?? '', 'postgresql.conf'), 'utf8'),
    /^shared_buffers = 16MB\b/m,
    "initdb ran with the store's own buffer cache",
  )
  // initdb in this process would raise its peak by some 500 MB (three WebAssembly instances).
  t.ok(peakMiB() - before < 150, `this process's peak grew by ${Math.round(peakMiB() - before)} MiB`)
})

const systemId = async (pglite: PGlite) =>
  (await pglite.query<{ id: string }>('select system_identifier::text as id from pg_control_system()'))
    .rows[0]?.id

t.test('fresh directories share the template; existing ones keep their data', async (t) => {
  const dir = t.testdir()
  const template = join(dir, 'template')

  const first = await openPglite(join(dir, 'a'), template)
  const firstId = await systemId(first)
  await first.query('create table kept (v text)')
  await first.query("insert into kept values ('yes')")
  await first.close()
  t.ok(existsSync(join(template, 'PG_VERSION')), 'initdb left a template behind')

  const second = await openPglite(join(dir, 'b'), template)
  t.equal(await systemId(second), firstId, 'the second cluster came from the template')
  t.same(
    (await second.query("select to_regclass('kept') is null as absent")).rows,
    [{ absent: true }],
    'empty',
  )
  await second.close()

  const reopened = await openPglite(join(dir, 'a'), template)
  t.same((await reopened.query('select v from kept')).rows, [{ v: 'yes' }])
  await reopened.close()
})

t.test('a corrupt template is replaced by a fresh initdb', async (t) => {
  const dir = t.testdir()
  const template = join(dir, 'template')
  writeFileSync(template, 'not a cluster')
  const pglite = await openPglite(join(dir, 'c'), template)
  t.same((await pglite.query('select 1 as one')).rows, [{ one: 1 }])
  await pglite.close()
  t.ok(existsSync(join(dir, 'c', 'PG_VERSION')))
  t.ok(existsSync(join(template, 'PG_VERSION')), 'the template was rewritten')
})
