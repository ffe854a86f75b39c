/**
 * Issue 13 item 3: the client build never stays resident in the serving process. `npm start`
 * (`node server/main.ts`) builds the client in a child process when it changed; the process that
 * serves never loads the bundler, and keeps no build process as a child.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import t from 'tap'

const MAIN = join(import.meta.dirname, '../../server/main.ts')
const RECORDER = join(import.meta.dirname, 'fixtures/record-modules.ts')

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function untilHealthy(url: string, exited: () => boolean) {
  for (let tries = 0; tries < 600 && !exited(); tries++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${url} did not answer`)
}

t.test('the gateway process serves without having loaded the bundler', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'serving-process-'))
  const modules = join(dir, 'modules.txt')
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', pathToFileURL(RECORDER).href, MAIN, 'gateway'], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: join(dir, 'data'),
      PORT: String(port),
      UPSTREAM_PORT: String(await freePort()),
      // Free, not the default 9464: a product running on the same machine holds that one.
      METRICS_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      RECORD_MODULES_FILE: modules,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  let exited = false
  const exit = new Promise((resolve) => child.once('exit', resolve)).then(() => {
    exited = true
  })
  t.teardown(async () => {
    child.kill('SIGTERM')
    await exit
  })

  await untilHealthy(`http://127.0.0.1:${port}/healthz`, () => exited)

  t.ok(existsSync(modules), 'the module recorder ran')
  const loaded = readFileSync(modules, 'utf8').split('\n')
  t.ok(
    loaded.some((url) => url.includes('/node_modules/fastify/')),
    'the record holds the modules the gateway loaded',
  )
  t.same(
    loaded.filter((url) => url.includes('/node_modules/esbuild/') || url.endsWith('/client/build.ts')),
    [],
    'neither esbuild nor the client build script was loaded',
  )
  const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim()
  t.equal(children, '', 'no build process stays behind as a child')
})
