/**
 * `npm test`: type check, lint, unused code, the tap suites, then the browser suite. Every step runs even
 * when an earlier one fails, so one run shows everything that is wrong; the exit code is
 * non-zero if any step failed. Ends with the failing tests by name (CI keeps only the tail of
 * the output) and one plain `N passed, N failed, N skipped` line. The sandbox is seeded once, up
 * front, for the suites' fresh data directories (test/helpers/seeded-store.ts).
 */
import { spawn } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { prepareSeededStore, SEEDED_STORE_ENV } from './helpers/seeded-store.ts'

type Step = { name: string; command: string; args: string[]; counts?: boolean }

const steps: Step[] = [
  { name: 'type check', command: 'tsc', args: ['--noEmit', '-p', '.'] },
  { name: 'lint', command: 'biome', args: ['check', '.'] },
  // Unused files, exports, types and dependencies (knip.json names the entry points).
  { name: 'unused code', command: 'knip', args: ['--no-progress'] },
  // tap compiles its plugin set on install; rebuild it for the config in package.json (no TS loader).
  { name: 'tap plugins', command: 'tap', args: ['build'] },
  { name: 'tap suites', command: 'tap', args: ['--reporter=tap'], counts: true },
  { name: 'browser suite', command: 'node', args: ['test/browser/run.ts'], counts: true },
]

type Totals = { pass: number; fail: number; skip: number }

// The failure lines the closing summary repeats; a file with many failures is still one line among them.
const FAILURES_SHOWN = 40

function run(step: Step): Promise<{ code: number; totals: Totals; failures: string[] }> {
  const totals: Totals = { pass: 0, fail: 0, skip: 0 }
  const failures: string[] = []
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let tail = ''
    let partial = ''
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk)
      const text = chunk.toString()
      tail = (tail + text).slice(-4096)
      const lines = (partial + text).split('\n')
      partial = lines.pop() ?? ''
      for (const line of lines) {
        // tap's `not ok N - name`, indented by nesting: the file is the outermost one.
        if (/^\s*not ok /.test(line) && failures.length < FAILURES_SHOWN) failures.push(line.trimEnd())
      }
    })
    child.on('close', (code) => {
      // tap's closing comment: `# { total: 12, pass: 11, fail: 1, skip: 0 }`
      const summary = /# \{ total: \d+(.*)\}\s*(?:#.*\s*)*$/.exec(tail)?.[1] ?? ''
      for (const key of ['pass', 'fail', 'skip'] as const) {
        totals[key] = Number(new RegExp(`${key}: (\\d+)`).exec(summary)?.[1] ?? 0)
      }
      resolve({ code: code ?? 1, totals, failures })
    })
  })
}

// V8's code cache, with the TypeScript already stripped, for every process the steps start (the
// directory server/main.ts's enableCompileCache() uses): 280 tap files and 51 products load the same
// modules, and compiling them again in each was about 30% of a tap file's CPU.
process.env.NODE_COMPILE_CACHE ??= join(tmpdir(), 'node-compile-cache')

// The sandbox seeded once for every suite: each fresh data directory starts from a copy of it.
// Should seeding fail here, every start seeds its own and the suites say why.
const seeded = await prepareSeededStore().catch((error: unknown) => {
  console.error('The shared seeded store could not be made:', error)
  return undefined
})
if (seeded) process.env[SEEDED_STORE_ENV] = seeded.store

const results: string[] = []
const failures: string[] = []
const sum: Totals = { pass: 0, fail: 0, skip: 0 }
let failed = false
for (const step of steps) {
  const started = performance.now()
  console.log(`\n=== ${step.name}: ${step.command} ${step.args.join(' ')}`)
  const { code, totals, failures: stepFailures } = await run(step)
  if (stepFailures.length > 0) failures.push(`${step.name}:`, ...stepFailures)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  if (code !== 0) failed = true
  if (step.counts) for (const key of ['pass', 'fail', 'skip'] as const) sum[key] += totals[key]
  else if (code === 0) sum.pass += 1
  else sum.fail += 1
  results.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${step.name} (${seconds} s)`)
}

await seeded?.remove()
if (failures.length > 0) console.log(`\nFailed:\n${failures.join('\n')}`)
console.log(`\n${results.join('\n')}`)
if (failed && sum.fail === 0) sum.fail = 1
console.log(`${sum.pass} passed, ${sum.fail} failed, ${sum.skip} skipped`)
process.exit(failed ? 1 : 0)
