/**
 * Each process's share of the machine's CPU over a measured window, from /proc/<pid>/stat (utime
 * and stime, in clock ticks). A group (PostgreSQL's postmaster and its backends) is summed; a
 * process started inside the window counts from zero, one that ended inside it is not counted.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const TICKS_PER_SECOND = 100

/** The processes of one named part, asked for again at each reading (backends come and go). */
export type ProcessGroup = { name: string; pids(): number[] }

function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name is in parentheses and may hold spaces: the fields after it are plain.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return undefined
  }
}

/** CPU ticks used so far by the process (field 14 utime + 15 stime; index 11 and 12 after the name). */
function cpuTicks(pid: number): number | undefined {
  const fields = statFields(pid)
  return fields ? Number(fields[11]) + Number(fields[12]) : undefined
}

/** The process and its direct children (a postmaster's backends, autovacuum, checkpointer). */
export function withChildren(pid: number | undefined): number[] {
  if (!pid) return []
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((child) => Number(statFields(child)?.[1]) === pid)
  return [pid, ...children]
}

type Reading = Map<string, Map<number, number>>

function read(groups: readonly ProcessGroup[]): Reading {
  return new Map(
    groups.map((group) => [
      group.name,
      new Map(
        group
          .pids()
          .flatMap((pid) => ((ticks) => (ticks === undefined ? [] : [[pid, ticks] as const]))(cpuTicks(pid))),
      ),
    ]),
  )
}

export type CpuShare = {
  /** CPU seconds per second of the window: 1 is one core busy throughout. */
  cores: number
  /** Of all the machine's cores, in per cent. */
  percentOfMachine: number
}

/** Starts a window; `end()` gives each group's CPU over it, and the machine's own over the same time. */
export function measureCpu(groups: readonly ProcessGroup[]) {
  const startedAt = performance.now()
  const before = read(groups)
  const machineBefore = machineBusyTicks()
  return {
    end(): Record<string, CpuShare> {
      const seconds = (performance.now() - startedAt) / 1000
      const after = read(groups)
      const cores = availableParallelism()
      const share = (ticks: number): CpuShare => ({
        cores: round(ticks / TICKS_PER_SECOND / seconds),
        percentOfMachine: round((100 * ticks) / TICKS_PER_SECOND / seconds / cores),
      })
      const result: Record<string, CpuShare> = {}
      for (const [name, pids] of after) {
        let ticks = 0
        for (const [pid, now] of pids) ticks += now - (before.get(name)?.get(pid) ?? 0)
        result[name] = share(ticks)
      }
      // Everything that ran on the machine, this bench's parts or not: other work shows here.
      result['machine (all processes)'] = share(machineBusyTicks() - machineBefore)
      return result
    },
  }
}

/** Busy ticks of every core since boot: /proc/stat's first line without idle and iowait. */
function machineBusyTicks(): number {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number)
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields
  return user + nice + system + irq + softirq + steal
}

const round = (value: number) => Math.round(value * 100) / 100
