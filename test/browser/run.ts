/**
 * `npm run test:browser`: the browser suite, three files at a time (each starts its own product and
 * Chromium, so no file sees another's data). The package's tap config leaves test/browser out of
 * the unit run, so the files are named here. The client is built and the sandbox seeded once,
 * before any file starts: every product's store is a copy of that one.
 */
import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { buildClientIfChanged } from '../../client/build.ts'
import { prepareSeededStore, SEEDED_STORE_ENV } from '../helpers/seeded-store.ts'
import { chromiumStatus, SKIP_MESSAGE } from './helpers/chromium.ts'

const status = chromiumStatus()
if (status !== 'run') {
  console.error(`\n${SKIP_MESSAGE}\n`)
  // The closing line in tap's own form, so `npm test` counts the suite as skipped.
  console.log(
    `# { total: 1, pass: 0, fail: ${status === 'fail' ? 1 : 0}, skip: ${status === 'skip' ? 1 : 0} }`,
  )
  process.exit(status === 'fail' ? 1 : 0)
}

// `node test/browser/run.ts test/browser/x.test.ts` runs the named files only.
const named = process.argv.slice(2).filter((arg) => arg.endsWith('.test.ts'))
const options = process.argv.slice(2).filter((arg) => !arg.endsWith('.test.ts'))
const files =
  named.length > 0
    ? named
    : readdirSync(import.meta.dirname)
        .filter((name) => name.endsWith('.test.ts'))
        .map((name) => relative(process.cwd(), join(import.meta.dirname, name)))
// Three files at once keep two cores busy: a file waits in turn on its Chromium, its product and the
// network falling quiet, and with two at once the cores stood idle a fifth of the time (vmstat).
// A file starts a whole product and Chromium and walks whole journeys: minutes, not tap's 120 s.
const args = ['--reporter=tap', '--jobs=3', '--timeout=600', ...options, ...files]
await buildClientIfChanged()
// `npm test` seeds one store for every suite; run alone, this runner seeds its own.
const seeded = process.env[SEEDED_STORE_ENV] ? undefined : await prepareSeededStore()
const env = {
  // V8's code cache for the files' processes, as `npm test` sets it (test/run.ts).
  NODE_COMPILE_CACHE: join(tmpdir(), 'node-compile-cache'),
  ...process.env,
  ...(seeded && { [SEEDED_STORE_ENV]: seeded.store }),
}
const child = spawn('tap', args, { stdio: 'inherit', env })
child.on('close', async (code) => {
  await seeded?.remove()
  process.exit(code ?? 1)
})
