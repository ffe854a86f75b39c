/**
 * DEP-1: the lockfile pins the minimum versions that carry known security fixes.
 */
import { readFileSync } from 'node:fs'
import t from 'tap'

type Lock = { packages: Record<string, { version?: string }> }
const lock = JSON.parse(readFileSync(new URL('../../../package-lock.json', import.meta.url), 'utf8')) as Lock

/** -1, 0 or 1 as `a` is older than, equal to or newer than `b` (numeric x.y.z). */
function compareVersions(a: string, b: string): number {
  const [x, y] = [a, b].map((version) => version.split('-', 1)[0]?.split('.').map(Number) ?? [])
  for (let i = 0; i < 3; i++) {
    const difference = (x?.[i] ?? 0) - (y?.[i] ?? 0)
    if (difference !== 0) return Math.sign(difference)
  }
  return 0
}

const MINIMUMS: Record<string, string> = {
  fastify: '5.12.0',
  '@fastify/rate-limit': '11.2.0',
  '@fastify/proxy-addr': '5.1.1',
  '@fastify/static': '9.0.0',
  '@fastify/secure-session': '8.0.0',
}

t.test('the version comparison is numeric', async (t) => {
  t.equal(compareVersions('5.12.0', '5.9.9'), 1)
  t.equal(compareVersions('11.1.9', '11.2.0'), -1)
  t.equal(compareVersions('5.1.1', '5.1.1'), 0)
})

t.test('the lockfile holds each security-relevant package at or above its minimum', async (t) => {
  for (const [name, minimum] of Object.entries(MINIMUMS)) {
    const version = lock.packages[`node_modules/${name}`]?.version
    t.ok(version, `${name} is locked`)
    t.ok(compareVersions(String(version), minimum) >= 0, `${name} ${version} ≥ ${minimum}`)
  }
})

t.test('no second, older copy of those packages is nested anywhere', async (t) => {
  for (const [name, minimum] of Object.entries(MINIMUMS)) {
    const copies = Object.entries(lock.packages).filter(([path]) => path.endsWith(`/node_modules/${name}`))
    for (const [path, entry] of copies) {
      t.ok(compareVersions(String(entry.version), minimum) >= 0, `${path} ${entry.version} ≥ ${minimum}`)
    }
  }
})
