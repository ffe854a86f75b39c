/**
 * First and second `npm start` to a green /readyz on a fresh DATA_DIR, and the resident memory
 * of the running product (gateway and upstream together in one process).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'

const port = 3900
const upstreamPort = 3901

async function untilReady(url: string, deadline: number) {
  while (performance.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${url} not ready in time`)
}

async function startOnce(dataDir: string) {
  const started = performance.now()
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      UPSTREAM_PORT: String(upstreamPort),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await untilReady(`http://127.0.0.1:${port}/readyz`, started + 120_000)
    const ms = performance.now() - started
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
    const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
    return { ms: Math.round(ms), rssMiB: Math.round(rssKiB / 1024) }
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  }
}

export async function benchStart() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'))
  try {
    const first = await startOnce(dataDir)
    const second = await startOnce(dataDir)
    return { firstStartMs: first.ms, secondStartMs: second.ms, residentMiB: second.rssMiB }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.main) console.log(await benchStart())
