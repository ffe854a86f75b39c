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
 *
 * The first start is a fresh machine's: a temporary directory of its own (TMPDIR), so the embedded
 * store's empty-cluster template is not there yet and initdb runs (pglite-template.ts), in a child
 * process. Its memory, and the client build's, are not the product's (VmHWM): the first start also
 * reports the peak of the process and all its descendants together, their resident memory summed
 * every 50 ms (a shorter peak can fall between two samples).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
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

/** The process and every process below it (initdb's, the client build's and its bundler's). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number>()
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {
      // Ended between the listing and the read.
    }
  }
  const tree = [pid]
  for (const member of tree) for (const [child, parent] of parents) if (parent === member) tree.push(child)
  return tree
}

/** Samples the tree's summed resident memory until stopped; its highest sum. */
function treePeak(pid: number) {
  let peak = 0
  const timer = setInterval(() => {
    let sum = 0
    for (const member of descendants(pid)) {
      try {
        sum += memoryMiB(member, 'VmRSS')
      } catch {
        // Ended between the listing and the read.
      }
    }
    peak = Math.max(peak, sum)
  }, 50)
  return () => {
    clearInterval(timer)
    return peak
  }
}

const cpuMs = (statFile: string) => {
  const fields = readFileSync(statFile, 'utf8').split(') ')[1]?.split(' ') ?? []
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS
}

async function startOnce(dataDir: string, env: Record<string, string> = {}) {
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
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const pid = child.pid ?? 0
  const stopSampling = treePeak(pid)
  try {
    await untilReady(`http://127.0.0.1:${port}/readyz`, started + 120_000)
    const ms = performance.now() - started
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
      treePeakMiB: stopSampling(),
    }
  } finally {
    stopSampling()
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  }
}

export async function benchStart() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'))
  const machineTmp = mkdtempSync(join(tmpdir(), 'bench-start-tmp-'))
  try {
    // The second start on the same machine: its compile cache (server/main.ts) is in TMPDIR too.
    const first = await startOnce(dataDir, { TMPDIR: machineTmp })
    const second = await startOnce(dataDir, { TMPDIR: machineTmp })
    return {
      goals: { secondStartMs: '≤ 1500', residentMiB: '≤ 400', firstStartPeakMiB: '≤ 600' },
      firstStartMs: first.ms,
      firstStartResidentSettledMiB: first.settledMiB,
      firstStartPeakMiB: first.peakMiB,
      firstStartPeakWithChildrenMiB: first.treePeakMiB,
      secondStartMs: second.ms,
      secondStartCpuMs: { mainThread: second.mainThreadMs, allThreads: second.allThreadsMs },
      residentMiB: second.rssMiB,
      residentSettledMiB: second.settledMiB,
      peakWhileStartingMiB: second.peakMiB,
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(machineTmp, { recursive: true, force: true })
  }
}

if (import.meta.main) console.log(await benchStart())
