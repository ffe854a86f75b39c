/**
 * DEP-2: `npm audit --omit dev` in CI. Fails on any high or critical advisory against a runtime
 * dependency unless `.ci/audit-exceptions.json` lists it (advisory id → the reason it does not
 * apply). The full report is kept beside the SBOM in test-artifacts/. Where the registry offers no
 * advisory endpoint the run says so in one line and goes on: there is nothing to check against.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'

type Advisory = { source?: number; url?: string; title?: string; severity?: string }
type Report = {
  statusCode?: number
  vulnerabilities?: Record<string, { severity: string; via: (Advisory | string)[] }>
}

const exceptions = JSON.parse(
  readFileSync(new URL('audit-exceptions.json', import.meta.url), 'utf8'),
) as Record<string, string>

function audit(): string {
  try {
    return execFileSync('npm', ['audit', '--omit', 'dev', '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
  } catch (error) {
    // npm audit exits non-zero when it finds advisories, or when it cannot reach the endpoint.
    return String((error as { stdout?: string }).stdout ?? '')
  }
}

// A saved report may be given instead (the script's own test does).
const saved = process.argv[2]
const text = saved ? readFileSync(saved, 'utf8') : audit()
if (!saved) writeFileSync('test-artifacts/npm-audit.json', text)
const report = JSON.parse(text || '{}') as Report
if (!report.vulnerabilities) {
  console.log(
    `npm audit: no advisory endpoint on this registry (status ${report.statusCode ?? 'unknown'}); nothing checked`,
  )
  process.exit(0)
}
const id = (advisory: Advisory) => advisory.url?.split('/').pop() ?? String(advisory.source)
const serious = Object.entries(report.vulnerabilities).flatMap(([name, { via }]) =>
  via
    .filter((advisory): advisory is Advisory => typeof advisory === 'object')
    .filter((advisory) => advisory.severity === 'high' || advisory.severity === 'critical')
    .map((advisory) => ({ name, id: id(advisory), severity: advisory.severity, title: advisory.title })),
)
for (const found of serious) {
  const reason = exceptions[found.id]
  console.log(
    `${reason ? 'excepted' : 'FAIL    '} ${found.severity} ${found.name} ${found.id}: ${reason ?? found.title}`,
  )
}
const failing = serious.filter((found) => !exceptions[found.id])
console.log(`npm audit: ${serious.length} high or critical, ${failing.length} not excepted`)
process.exit(failing.length > 0 ? 1 : 0)
