/**
 * `npm test`: type check, lint, the tap suites, then the browser suite. Every step runs even
 * when an earlier one fails, so one run shows everything that is wrong; the exit code is
 * non-zero if any step failed. Ends with one plain `N passed, N failed, N skipped` line.
 */
import { spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'

type Step = { name: string; command: string; args: string[]; counts?: boolean }

const steps: Step[] = [
  { name: 'type check', command: 'tsc', args: ['--noEmit', '-p', '.'] },
  { name: 'lint', command: 'biome', args: ['check', '.'] },
  // tap compiles its plugin set on install; rebuild it for the config in package.json (no TS loader).
  { name: 'tap plugins', command: 'tap', args: ['build'] },
  { name: 'tap suites', command: 'tap', args: ['--reporter=tap'], counts: true },
  { name: 'browser suite', command: 'node', args: ['test/browser/run.ts'], counts: true },
]

type Totals = { pass: number; fail: number; skip: number }

function run(step: Step): Promise<{ code: number; totals: Totals }> {
  const totals: Totals = { pass: 0, fail: 0, skip: 0 }
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let tail = ''
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk)
      tail = (tail + chunk.toString()).slice(-4096)
    })
    child.on('close', (code) => {
      // tap's closing comment: `# { total: 12, pass: 11, fail: 1, skip: 0 }`
      const summary = /# \{ total: \d+(.*)\}\s*(?:#.*\s*)*$/.exec(tail)?.[1] ?? ''
      for (const key of ['pass', 'fail', 'skip'] as const) {
        totals[key] = Number(new RegExp(`${key}: (\\d+)`).exec(summary)?.[1] ?? 0)
      }
      resolve({ code: code ?? 1, totals })
    })
  })
}

const results: string[] = []
const sum: Totals = { pass: 0, fail: 0, skip: 0 }
let failed = false
for (const step of steps) {
  const started = performance.now()
  console.log(`\n=== ${step.name}: ${step.command} ${step.args.join(' ')}`)
  const { code, totals } = await run(step)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  if (code !== 0) failed = true
  if (step.counts) for (const key of ['pass', 'fail', 'skip'] as const) sum[key] += totals[key]
  else if (code === 0) sum.pass += 1
  else sum.fail += 1
  results.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${step.name} (${seconds} s)`)
}

console.log(`\n${results.join('\n')}`)
if (failed && sum.fail === 0) sum.fail = 1
console.log(`${sum.pass} passed, ${sum.fail} failed, ${sum.skip} skipped`)
process.exit(failed ? 1 : 0)
