/**
 * A PostgreSQL cluster of the test's (or the bench's) own, made with initdb on a free port, that it
 * can stop and start (the shared server on 5432 must stay up for every other suite). PostgreSQL
 * refuses to run as root, so as root the cluster runs as the `postgres` user that Debian's package
 * creates.
 */
import { execFileSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Test } from 'tap'
import { freePort } from './free-port.ts'

export type ThrowawayPostgres = {
  url: string
  /** `pg_ctl stop -m fast`: open connections are ended with 57P01, as in a restart. */
  stop(): void
  start(): void
}

export type PostgresCluster = ThrowawayPostgres & {
  /** The postmaster's process id while it runs (first line of postmaster.pid). */
  postmasterPid(): number | undefined
  /** Stops it if it runs and deletes its directory. */
  remove(): void
}

const VERSIONS = '/usr/lib/postgresql'

/** The newest installed server's bin folder, if any. */
export function postgresBinaries(): string | undefined {
  if (!existsSync(VERSIONS)) return undefined
  const bins = readdirSync(VERSIONS)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(VERSIONS, version, 'bin'))
  return bins.find((bin) => existsSync(join(bin, 'initdb')))
}

function postgresUid(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
  return { uid: id('-u'), gid: id('-g') }
}

/** Makes and starts a cluster; the caller removes it. */
export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const root = mkdtempSync(join(tmpdir(), 'pg-throwaway-'))
  const data = join(root, 'data')
  const owner = postgresUid()
  if (owner) {
    chownSync(root, owner.uid, owner.gid)
    chmodSync(root, 0o700)
  }
  const port = await freePort()
  const run = (tool: string, args: string[]) =>
    execFileSync(join(bin, tool), args, { stdio: 'ignore', ...(owner && { uid: owner.uid, gid: owner.gid }) })
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(root, 'log'), '-w', 'start'])
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
  const postmasterPid = () => {
    try {
      return Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n', 1)[0]) || undefined
    } catch {
      return undefined
    }
  }
  start()
  const remove = () => {
    try {
      stop()
    } catch {
      // Already stopped.
    }
    rmSync(root, { recursive: true, force: true })
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, start, postmasterPid, remove }
}

export async function throwawayPostgres(t: Test, bin: string): Promise<ThrowawayPostgres> {
  const cluster = await startPostgresCluster(bin)
  t.teardown(cluster.remove)
  return cluster
}
