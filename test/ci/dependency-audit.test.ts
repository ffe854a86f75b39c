/**
 * DEP-2: the CI audit step fails on a high or critical advisory that is not excepted, passes on
 * lower ones and on listed exceptions, and goes on when the registry has no advisory endpoint.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'

const script = new URL('../../.ci/dependency-audit.ts', import.meta.url).pathname
const dir = mkdtempSync(join(tmpdir(), 'audit-'))

function run(report: unknown) {
  const file = join(dir, `${Math.random()}.json`)
  writeFileSync(file, JSON.stringify(report))
  const result = spawnSync(process.execPath, [script, file], { encoding: 'utf8' })
  return { code: result.status, out: result.stdout }
}

const advisory = (severity: string, id: string) => ({
  vulnerabilities: {
    'some-package': {
      severity,
      via: [
        { source: 1, url: `https://github.com/advisories/${id}`, title: 'Prototype pollution', severity },
      ],
    },
  },
})

t.test('a critical advisory fails the run and is named', async (t) => {
  const { code, out } = run(advisory('critical', 'GHSA-aaaa-bbbb-cccc'))
  t.equal(code, 1)
  t.match(out, /FAIL +critical some-package GHSA-aaaa-bbbb-cccc: Prototype pollution/)
})

t.test('a moderate advisory does not', async (t) => {
  t.equal(run(advisory('moderate', 'GHSA-aaaa-bbbb-dddd')).code, 0)
})

t.test('no advisory endpoint: one line, and the run goes on', async (t) => {
  const { code, out } = run({ statusCode: 405, message: 'Method Not Allowed' })
  t.equal(code, 0)
  t.match(out, /no advisory endpoint on this registry \(status 405\)/)
})
