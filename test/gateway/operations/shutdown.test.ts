import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import t, { type Test } from 'tap'
import { request } from 'undici'
import { writeClient } from './helpers.ts'

type Line = { msg?: string; level?: number }

/** Starts the gateway process and resolves with its port once it listens. */
async function startGateway(t: Test) {
  const dir = t.testdir({ data: {} })
  const child = spawn(
    process.execPath,
    [
      join(import.meta.dirname, 'fixtures/gateway-process.ts'),
      join(dir, 'data'),
      writeClient(join(dir, 'dist')),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  t.teardown(() => {
    if (child.exitCode === null) child.kill('SIGKILL')
  })
  const lines: Line[] = []
  const waiters: Array<{ msg: RegExp; resolve: (line: Line) => void }> = []
  createInterface({ input: child.stdout as NonNullable<ChildProcess['stdout']> }).on('line', (text) => {
    const line = JSON.parse(text) as Line
    lines.push(line)
    for (const waiter of waiters) if (waiter.msg.test(line.msg ?? '')) waiter.resolve(line)
  })
  const waitFor = (msg: RegExp) =>
    new Promise<Line>((resolve) => {
      const seen = lines.find((line) => msg.test(line.msg ?? ''))
      if (seen) resolve(seen)
      else waiters.push({ msg, resolve })
    })
  const listening = await waitFor(/^Server listening at http:\/\/127\.0\.0\.1:\d+$/)
  const port = Number(/:(\d+)$/.exec(listening.msg ?? '')?.[1])
  return { child, lines, waitFor, origin: `http://127.0.0.1:${port}` }
}

t.test('SIGTERM lets the in-flight request finish, then exits 0', async (t) => {
  const gateway = await startGateway(t)
  const exited = once(gateway.child, 'exit')
  const slow = request(`${gateway.origin}/test/slow`)
  await gateway.waitFor(/^slow request started$/)
  gateway.child.kill('SIGTERM')

  const res = await slow
  t.equal(res.statusCode, 200)
  t.same(await res.body.json(), { done: true })
  const [code, signal] = await exited
  t.equal(code, 0)
  t.equal(signal, null)
  t.ok(
    gateway.lines.some((line) => line.msg === 'closing: finishing in-flight requests'),
    'the close is logged',
  )
})

t.test('a second signal exits at once, without waiting for a stuck request', async (t) => {
  const gateway = await startGateway(t)
  const exited = once(gateway.child, 'exit')
  const stuck = request(`${gateway.origin}/test/hang`).catch((error: Error) => error)
  await gateway.waitFor(/^hanging request started$/)
  gateway.child.kill('SIGTERM')
  await gateway.waitFor(/^closing: finishing in-flight requests$/)
  gateway.child.kill('SIGINT')

  const [code] = await exited
  t.equal(code, 1)
  t.ok(gateway.lines.some((line) => line.msg === 'second signal: exiting without waiting'))
  t.type(await stuck, Error, 'the stuck request was cut off')
})
