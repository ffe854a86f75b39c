/**
 * Issue 13 item 2: `node server/main.ts` with a port in use, an unreachable DATABASE_URL or
 * REDIS_URL, or an unwritable DATA_DIR stops with exit code 1 and one line on stderr naming the
 * variable and what to do; never a stack trace.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import { logOutput } from '../../server/log-output.ts'
import { describeStartupFailure } from '../../server/startup-failure.ts'

const MAIN = join(import.meta.dirname, '../../server/main.ts')

type Outcome = { code: number | null; stdout: string; stderr: string }

/** Runs `node server/main.ts <part>` with only the given variables (and PATH). */
function start(part: 'gateway' | 'upstream', env: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [MAIN, part],
      { env: { PATH: process.env.PATH ?? '', ...env }, timeout: 60_000 },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
    )
  })
}

function freshDir() {
  return mkdtempSync(join(tmpdir(), 'startup-'))
}

function assertOneLine(t: Test, { code, stderr }: Outcome, line: RegExp) {
  t.equal(code, 1, 'exit code 1')
  const lines = stderr.trimEnd().split('\n')
  t.equal(lines.length, 1, `one line on stderr: ${stderr}`)
  t.match(lines[0], line)
  t.notMatch(stderr, /^\s+at /m, 'no stack trace')
}

t.test('a port in use names PORT', async (t) => {
  const holder = createServer()
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
  t.teardown(() => holder.close())
  const { port } = holder.address() as { port: number }
  const outcome = await start('gateway', { DATA_DIR: join(freshDir(), 'data'), PORT: String(port) })
  assertOneLine(
    t,
    outcome,
    new RegExp(`^PORT ${port} is in use: stop the other process or set PORT to a free port$`),
  )
})

t.test("the upstream's port in use names UPSTREAM_PORT", async (t) => {
  const holder = createServer()
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
  t.teardown(() => holder.close())
  const { port } = holder.address() as { port: number }
  const outcome = await start('upstream', {
    DATA_DIR: join(freshDir(), 'data'),
    UPSTREAM_PORT: String(port),
  })
  assertOneLine(
    t,
    outcome,
    new RegExp(`^UPSTREAM_PORT ${port} is in use: .*set UPSTREAM_PORT to a free port$`),
  )
})

t.test('the operator port in use names METRICS_PORT, after closing the gateway', async (t) => {
  const holder = createServer()
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
  t.teardown(() => holder.close())
  const { port } = holder.address() as { port: number }
  const outcome = await start('gateway', {
    DATA_DIR: join(freshDir(), 'data'),
    PORT: '0',
    METRICS_PORT: String(port),
  })
  assertOneLine(t, outcome, new RegExp(`^METRICS_PORT ${port} is in use: .*set METRICS_PORT to a free port$`))
})

t.test('an unreachable DATABASE_URL names it, with the address and no password', async (t) => {
  const outcome = await start('upstream', {
    DATA_DIR: join(freshDir(), 'data'),
    UPSTREAM_PORT: '0',
    DATABASE_URL: 'postgres://user:secret-password@127.0.0.1:1/x',
  })
  assertOneLine(
    t,
    outcome,
    /^DATABASE_URL: cannot connect to 127\.0\.0\.1:1 \(connection refused\): start PostgreSQL or unset DATABASE_URL to use the embedded store$/,
  )
  t.notMatch(outcome.stderr + outcome.stdout, /secret-password/, 'the password is never printed')
})

t.test('an unreachable REDIS_URL names it', async (t) => {
  const outcome = await start('gateway', {
    DATA_DIR: join(freshDir(), 'data'),
    PORT: '0',
    REDIS_URL: 'redis://127.0.0.1:1',
  })
  assertOneLine(
    t,
    outcome,
    /^REDIS_URL: cannot connect to 127\.0\.0\.1:1 \(connection refused\): start Redis or unset REDIS_URL/,
  )
})

t.test(
  'a REDIS_URL that accepts the connection and never answers names it, and the start ends',
  async (t) => {
    const sockets: Socket[] = []
    const silent = createServer((socket) => {
      sockets.push(socket.on('error', () => {}))
    })
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    t.teardown(() => {
      for (const socket of sockets) socket.destroy()
      return new Promise<void>((resolve) => silent.close(() => resolve()))
    })
    const { port } = silent.address() as { port: number }
    const outcome = await start('gateway', {
      DATA_DIR: join(freshDir(), 'data'),
      PORT: '0',
      REDIS_URL: `redis://127.0.0.1:${port}`,
    })
    assertOneLine(
      t,
      outcome,
      new RegExp(
        `^REDIS_URL: 127\\.0\\.0\\.1:${port} did not answer as Redis \\(no answer within 2000 ms\\)`,
      ),
    )
  },
)

t.test('a DATA_DIR that cannot be written names it', async (t) => {
  // A file where the directory should be: root may write anywhere, but not into a file.
  const file = join(freshDir(), 'not-a-directory')
  writeFileSync(file, '')
  for (const dataDir of [file, join(file, 'data')]) {
    const outcome = await start('upstream', { DATA_DIR: dataDir, UPSTREAM_PORT: '0' })
    assertOneLine(
      t,
      outcome,
      new RegExp(
        `^DATA_DIR ${dataDir} is not writable \\(a file is in the way\\): .*set DATA_DIR to a writable directory$`,
      ),
    )
  }
})

t.test('a bad value is still one line naming the variable', async (t) => {
  const outcome = await start('gateway', { DATA_DIR: join(freshDir(), 'data'), PORT: 'eighty' })
  assertOneLine(t, outcome, /^Configuration error: PORT: /)
})

t.test('anything unexpected: its message on one line, with a hint', async (t) => {
  const error = new Error('something odd\n    at somewhere (file.ts:1:1)')
  t.equal(
    describeStartupFailure(error, './data'),
    'Start-up failed: something odd (set LOG_LEVEL=debug to see where)',
  )
})

t.test('logs: pino-pretty on a terminal in local mode, JSON lines otherwise', async (t) => {
  t.same(logOutput({ APP_ENV: 'local' }, { isTTY: true }).transport?.target, 'pino-pretty')
  t.same(logOutput({ APP_ENV: 'local' }, { isTTY: false }), {}, 'piped or redirected: JSON')
  t.same(logOutput({ APP_ENV: 'local' }, {}), {}, 'no terminal: JSON')
  t.same(logOutput({ APP_ENV: 'preprod' }, { isTTY: true }), {}, 'preprod: JSON')
  t.same(logOutput({ APP_ENV: 'prod' }, { isTTY: true }), {}, 'prod: JSON')
  t.ok(import.meta.resolve('pino-pretty'), 'pino-pretty is installed')
})
