/**
 * A Redis server of the test's (or the bench's) own on a free port, that the test can stop and start again on the
 * same port (the shared server on 6379 must stay up for every other suite).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { Test } from 'tap'
import { freePort } from './free-port.ts'
import { redisAvailable } from './services.ts'

const REDIS_SERVER = '/usr/bin/redis-server'

export type ThrowawayRedis = { url: string; stop(): Promise<void>; start(): Promise<void> }

export function redisServerInstalled(): boolean {
  return existsSync(REDIS_SERVER)
}

export type RedisServer = ThrowawayRedis & {
  /** The server's process id while it runs. */
  pid(): number | undefined
}

/** Starts a server on a free port; the caller stops it. */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort()
  const url = `redis://127.0.0.1:${port}`
  let child: ChildProcess | undefined
  const start = async () => {
    child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    )
    while (!(await redisAvailable(url, 200))) await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const stop = async () => {
    const running = child
    child = undefined
    if (!running || running.exitCode !== null) return
    await new Promise((resolve) => {
      running.once('exit', resolve)
      running.kill('SIGKILL')
    })
  }
  await start()
  return { url, stop, start, pid: () => child?.pid }
}

export async function throwawayRedis(t: Test): Promise<ThrowawayRedis> {
  const server = await startRedisServer()
  t.teardown(server.stop)
  return server
}
