/**
 * Issue 13 item 3: first and second `npm start` to a green /readyz on a fresh DATA_DIR, and the
 * resident memory of the running product (gateway and upstream together in one process). Goals:
 * second start ≤ 1.5 s, resident memory after start ≤ 400 MB; the first start (a fresh DATA_DIR, which it
 * seeds) settles at ≤ 400 MiB too and never peaks above 600 MiB.
 *
 * Beside the wall-clock times, the CPU time the process spent to get there (its main thread, and
 * all its threads), which a busy machine does not inflate, and two more memory figures: the peak
 * while starting (without `--liftoff-only`, V8's optimising compiler takes some 600 MB for the embedded
 * store's largest WebAssembly function, then frees it) and the resident memory once that is done.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { freePort } from '../test/helpers/free-port.ts'

/** Long enough for the background compilation that follows a start to finish. */
const SETTLE_MS = 3000
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS = 100

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

const memoryMiB = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024)
}

const cpuMs = (statFile: string) => {
  const fields = readFileSync(statFile, 'utf8').split(') ')[1]?.split(' ') ?? []
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS
}

async function startOnce(dataDir: string) {
  // Free ports for every listener, the operator port included: another copy of the product may hold the defaults.
  const [port, upstreamPort, metricsPort] = [await freePort(), await freePort(), await freePort()]
  const started = performance.now()
  // As `npm start` runs it (package.json): the flag bounds the embedded store's peak memory.
  const child = spawn(process.execPath, ['--liftoff-only', 'server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      UPSTREAM_PORT: String(upstreamPort),
      METRICS_PORT: String(metricsPort),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await untilReady(`http://127.0.0.1:${port}/readyz`, started + 120_000)
    const ms = performance.now() - started
    const pid = child.pid ?? 0
    const cpu = {
      mainThreadMs: cpuMs(`/proc/${pid}/task/${pid}/stat`),
      allThreadsMs: cpuMs(`/proc/${pid}/stat`),
    }
    const rssMiB = memoryMiB(pid, 'VmRSS')
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    return {
      ms: Math.round(ms),
      ...cpu,
      rssMiB,
      settledMiB: memoryMiB(pid, 'VmRSS'),
      peakMiB: memoryMiB(pid, 'VmHWM'),
    }
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
    return {
      goals: { secondStartMs: '≤ 1500', residentMiB: '≤ 400', firstStartPeakMiB: '≤ 600' },
      firstStartMs: first.ms,
      firstStartResidentSettledMiB: first.settledMiB,
      firstStartPeakMiB: first.peakMiB,
      secondStartMs: second.ms,
      secondStartCpuMs: { mainThread: second.mainThreadMs, allThreads: second.allThreadsMs },
      residentMiB: second.rssMiB,
      residentSettledMiB: second.settledMiB,
      peakWhileStartingMiB: second.peakMiB,
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.main) console.log(await benchStart())
