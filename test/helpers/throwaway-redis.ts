/**
 * A Redis server of the test's own on a free port, that the test can stop and start again on the
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

export async function throwawayRedis(t: Test): Promise<ThrowawayRedis> {
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
  t.teardown(stop)
  return { url, stop, start }
}
