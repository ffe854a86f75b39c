/**
 * Issue 24 item 4, the chaos bench: during the production-shape load (bench/production-shape.ts,
 * 200 signed-in sessions browsing the five screens), PostgreSQL, Redis and the identity provider
 * are stopped and started in turn. For each: the load's errors inside its outage window and
 * outside every window (goal outside: zero), and the seconds from its return to the first good
 * answer (goal: ≤ 5 s). The window accounting is bench/outage-windows.ts.
 *
 * - PostgreSQL: `pg_ctl stop -m fast` (open connections end, as in a restart), then `pg_ctl start`.
 * - Redis: the server killed, then started again on the same port.
 * - The identity provider lives in the upstream process: the upstream is killed (SIGKILL, a crash)
 *   and started again, as docker-compose.yml's `restart: unless-stopped` does; its other APIs go
 *   down with it.
 * A probe runs throughout: a whole sign-in through the balancer (start route in Redis, the
 * provider's pages, the password checked in PostgreSQL, the code exchange), then a signed-in call.
 * The embedded shape has no PostgreSQL or Redis, and its provider is in the gateway's own process,
 * so nothing here applies to it.
 * Not in `npm run bench` (about two minutes). `node bench/chaos.ts --outage 5 --after 10
 * --connections 50` for a shorter run.
 */
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { httpLoginCookie } from '../test/helpers/http-login.ts'
import { loadAverage, WARM_UP_SECONDS } from './load-figures.ts'
import { accountOutages, type LoadAnswer, type Outage, type ProbeAnswer } from './outage-windows.ts'
import { type ProductionShape, startProductionShape } from './production-shape.ts'
import { browsingSessions, CLIENT_TIMEOUT_SECONDS } from './screen-calls.ts'
import { signInSessions } from './signed-in-product.ts'

/** Seconds of load before the first outage: the errors outside a window are counted here too. */
const LEAD_SECONDS = 10
/** A probe that has not ended by then is a bad answer (its fetches go on in the background). */
const PROBE_DEADLINE_MS = 10_000
const PROBE_PAUSE_MS = 250

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Each probe signs in from an address of its own (RFC 2544's benchmarking range, never contacted). */
const probeAddress = (index: number) => `198.18.${(index >> 8) & 255}.${index & 255}`

/** Why probes failed, by the first line of the reason: a refusal names its step and status. */
const probeFailures: Record<string, number> = {}

async function probeOnce(url: string, index: number): Promise<boolean> {
  const headers = { 'x-forwarded-for': probeAddress(index) }
  const signedIn = async () => {
    const cookie = await httpLoginCookie(url, undefined, headers)
    const balance = await fetch(`${url}/api/card/balance`, {
      headers: { ...headers, cookie, accept: 'application/json' },
    })
    await balance.arrayBuffer()
    if (!balance.ok) throw new Error(`balance answered ${balance.status}`)
    return true
  }
  // One reason a probe: a sign-in still going on at the deadline must not count again when it ends.
  let settled = false
  const failed = (reason: string) => {
    if (!settled) probeFailures[reason] = (probeFailures[reason] ?? 0) + 1
    settled = true
    return false
  }
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(failed(`no answer within ${PROBE_DEADLINE_MS} ms`)), PROBE_DEADLINE_MS)
  })
  const outcome = signedIn().then(
    (ok) => {
      settled = true
      return ok
    },
    (error: unknown) => failed(String(error).split('\n', 1)[0] ?? ''),
  )
  try {
    return await Promise.race([outcome, deadline])
  } finally {
    clearTimeout(timer)
  }
}

/** Probes one after another until `stopped()`; each recorded with when it was sent and ended. */
async function probeUntil(url: string, stopped: () => boolean, answers: ProbeAnswer[]) {
  for (let index = 0; !stopped(); index++) {
    const sentAt = Date.now()
    const ok = await probeOnce(url, index)
    answers.push({ sentAt, at: Date.now(), ok })
    await sleep(PROBE_PAUSE_MS)
  }
}

type Dependency = { name: string; stop(): Promise<void> | void; start(): Promise<void> | void }

const dependencies = (shape: ProductionShape): Dependency[] => [
  { name: 'postgresql', stop: () => shape.postgres.stop(), start: () => shape.postgres.start() },
  { name: 'redis', stop: () => shape.redis.stop(), start: () => shape.redis.start() },
  {
    name: 'identity provider (upstream process)',
    stop: () => shape.upstream.kill(),
    start: () => shape.upstream.start(),
  },
]

export type ChaosOptions = { connections?: number; outageSeconds?: number; afterSeconds?: number }

export async function benchChaos({
  connections = 200,
  outageSeconds = 10,
  afterSeconds = 20,
}: ChaosOptions = {}) {
  const shape = await startProductionShape()
  try {
    const sessions = await signInSessions(shape, connections)
    const options = (seconds: number): autocannon.Options => ({
      url: shape.url,
      connections,
      duration: seconds,
      timeout: CLIENT_TIMEOUT_SECONDS,
      setupClient: browsingSessions(sessions),
    })
    await autocannon(options(WARM_UP_SECONDS))

    const parts = dependencies(shape)
    const totalSeconds = LEAD_SECONDS + parts.length * (outageSeconds + afterSeconds)
    const load: LoadAnswer[] = []
    const statusCodes: Record<string, number> = {}
    // The callback form: its instance tells each answer as it comes.
    let instance: autocannon.Instance | undefined
    const loading = new Promise<autocannon.Result>((resolve, reject) => {
      instance = autocannon(options(totalSeconds), (error, result) =>
        error ? reject(error) : resolve(result),
      )
    })
    instance?.on('response', (_client, status) => {
      load.push({ at: Date.now(), ok: status >= 200 && status < 300 })
      statusCodes[status] = (statusCodes[status] ?? 0) + 1
    })
    instance?.on('reqError', () => {
      load.push({ at: Date.now(), ok: false })
      statusCodes.transport = (statusCodes.transport ?? 0) + 1
    })
    let loadOver = false
    const probes: ProbeAnswer[] = []
    const probing = probeUntil(shape.url, () => loadOver, probes)

    const outages: Outage[] = []
    await sleep(LEAD_SECONDS * 1000)
    for (const part of parts) {
      const stoppedAt = Date.now()
      await part.stop()
      await sleep(outageSeconds * 1000)
      // Back once it answers again: pg_ctl -w waits for connections, Redis for PING, the upstream for /healthz.
      await part.start()
      outages.push({ dependency: part.name, stoppedAt, returnedAt: Date.now() })
      await sleep(afterSeconds * 1000)
    }
    const result = await loading
    loadOver = true
    await probing
    return {
      goal: 'zero errors outside the outage windows; first good answer ≤ 5 s after each return',
      sessions: sessions.length,
      connections,
      outageSeconds,
      afterSeconds,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      statusCodes,
      ...accountOutages(load, probes, outages),
      probes: {
        sent: probes.length,
        good: probes.filter((probe) => probe.ok).length,
        failures: probeFailures,
      },
      loadAverage: loadAverage(),
    }
  } finally {
    await shape.stop()
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: '200' },
      outage: { type: 'string', default: '10' },
      after: { type: 'string', default: '20' },
    },
  })
  console.log(
    JSON.stringify(
      await benchChaos({
        connections: Number(values.connections),
        outageSeconds: Number(values.outage),
        afterSeconds: Number(values.after),
      }),
      null,
      2,
    ),
  )
}
