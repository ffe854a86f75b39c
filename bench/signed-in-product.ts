/**
 * What the load and soak benches drive: the whole product (`node server/main.ts`, embedded store,
 * a data directory of its own) as a child process on loopback, and signed-in sessions of the
 * sandbox's demo collectors, each made by a real identity login through the gateway (the start
 * route, the provider's login page, the callback), as a browser would.
 *
 * The gateway allows 30 login starts a minute per client address, so the product trusts the
 * loopback proxy (TRUST_PROXY) and each session signs in from an address of its own, given in
 * X-Forwarded-For as a load balancer would: the addresses only label requests, every one of which
 * goes to 127.0.0.1.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../test/helpers/free-port.ts'
import { httpLoginCookie } from '../test/helpers/http-login.ts'
import { DEMO } from '../test/upstream/oidc/helper.ts'

const MAIN = join(import.meta.dirname, '../server/main.ts')
/** The demo collectors who sign in online (README, Demo collectors); all share the sandbox password. */
const DEMO_CARDS = ['10000000001', '10000000002', '10000000003', '10000000004']
/** Logins in flight at once while the sessions are made (each checks an Argon2 hash). */
const SIGN_IN_CONCURRENCY = 4

export type Product = {
  url: string
  pid: number
  /** The product's resident memory now, in MiB (gateway and upstream share the one process). */
  residentMiB(): number
  stop(): Promise<void>
}

/** Waits for `url` to answer 2xx while `child` runs; throws when it exits or `withinMs` passes. */
export async function untilReady(url: string, child: ChildProcess, withinMs = 180_000) {
  const deadline = Date.now() + withinMs
  while (Date.now() < deadline && child.exitCode === null) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} not ready (exit code ${child.exitCode})`)
}

const residentMiB = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024)

/**
 * `npm start` on free loopback ports and a fresh data directory; resolves once /readyz is green.
 * With `profileDir`, the product writes its V8 CPU profile there when it stops (`--cpu-prof`).
 */
export async function startProduct({ profileDir }: { profileDir?: string } = {}): Promise<Product> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-product-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  // As `npm start` runs it (server/main.ts says why).
  const profile = profileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-name=embedded.cpuprofile']
    : []
  const child = spawn(process.execPath, ['--liftoff-only', ...profile, MAIN], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      UPSTREAM_PORT: String(await freePort()),
      // The operator port too: another copy of the product may hold the default.
      METRICS_PORT: String(await freePort()),
      PUBLIC_ORIGIN: url,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = async () => {
    child.kill('SIGTERM')
    await exited
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await untilReady(`${url}/readyz`, child)
  } catch (error) {
    await stop()
    throw error
  }
  const pid = child.pid ?? 0
  return { url, pid, residentMiB: () => residentMiB(pid), stop }
}

/** A client address per session (TEST-NET-2 and -3 labels, never contacted). */
const clientAddress = (index: number) => (index < 256 ? `198.51.100.${index}` : `203.0.113.${index - 256}`)

/** A signed-in session: its cookie pair and the client address it signed in from. */
export type Session = { cookie: string; address: string }

/** `count` signed-in sessions, the demo collectors in turn, each from its own client address. */
export async function signInSessions(product: { url: string }, count: number): Promise<Session[]> {
  if (count > 512) throw new Error('at most 512 sessions (one client address each)')
  const sessions: Session[] = new Array(count)
  let next = 0
  const worker = async () => {
    for (let index = next++; index < count; index = next++) {
      const address = clientAddress(index)
      const card = DEMO_CARDS[index % DEMO_CARDS.length] ?? DEMO.card
      sessions[index] = {
        cookie: await httpLoginCookie(product.url, card, { 'x-forwarded-for': address }),
        address,
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(SIGN_IN_CONCURRENCY, count) }, worker))
  return sessions
}
