/**
 * Builds the client before the gateway serves it, when its sources changed since the last build.
 * The build runs in a child process (`node client/build.ts --if-changed`): the bundler, its
 * service and the build's garbage never become part of the serving process, whose memory they
 * would otherwise hold for as long as it runs.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { isBuildCurrent } from '../client/build/freshness.ts'

const BUILD_SCRIPT = join(import.meta.dirname, '..', 'client', 'build.ts')

/** Returns whether a build ran; rejects when the build fails (its errors are on stderr). */
export async function buildClientIfChanged(): Promise<boolean> {
  if (isBuildCurrent()) return false
  const child = spawn(process.execPath, [BUILD_SCRIPT, '--if-changed'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', resolve)
  })
  if (code !== 0) throw new Error(`the client build failed (exit code ${code})`)
  return true
}
