/**
 * The production shape the production load and chaos benches start (bench/production-shape.ts):
 * every part starts as its own process, a session signed in through the balancer is served by
 * both gateways, and stopping it ends every process it started.
 */
import { readFileSync } from 'node:fs'
import t from 'tap'
import { startProductionShape } from '../../bench/production-shape.ts'
import { signInSessions } from '../../bench/signed-in-product.ts'
import { requireService } from '../helpers/services.ts'
import { postgresBinaries } from '../helpers/throwaway-postgres.ts'
import { redisServerInstalled } from '../helpers/throwaway-redis.ts'

/** Alive: a process that has ended but is not yet reaped by its parent (a zombie, Z) is not. */
const running = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return false
  }
}

t.test(
  'the production shape starts, serves a signed-in session and stops cleanly',
  {
    skip:
      !requireService(t, 'PostgreSQL', postgresBinaries() !== undefined) ||
      !requireService(t, 'Redis', redisServerInstalled()),
  },
  async (t) => {
    const shape = await startProductionShape()
    let stopped = false
    t.teardown(() => (stopped ? undefined : shape.stop()))
    const parts = Object.fromEntries(shape.processGroups.map((group) => [group.name, group.pids()]))
    const started = Object.entries(parts).filter(([name]) => !name.startsWith('load generator'))
    t.same(
      started.map(([name]) => name),
      ['gateway 1', 'gateway 2', 'upstream', 'postgresql (all backends)', 'redis', 'balancer'],
    )
    for (const [name, pids] of started) t.ok(pids.length > 0 && pids.every(running), `${name} runs`)
    t.ok((parts['postgresql (all backends)'] ?? []).length > 1, 'the postmaster and its backends are counted')

    const [session] = await signInSessions(shape, 1)
    if (!session) throw new Error('no session')
    const headers = { cookie: session.cookie, 'x-forwarded-for': session.address, accept: 'application/json' }
    // Two calls in a row: the balancer sends them to different gateways.
    for (const gateway of [1, 2]) {
      const answer = await fetch(`${shape.url}/api/card/balance`, { headers })
      t.equal(answer.status, 200, `a signed-in call answered (call ${gateway})`)
      // Alex Taylor's seeded balance (README, Demo collectors), read from PostgreSQL.
      t.same(await answer.json(), { points: 12_480 }, "the first demo collector's balance")
    }

    await shape.stop()
    stopped = true
    for (const [name, pids] of started) t.notOk(pids.some(running), `${name} stopped`)
  },
)
