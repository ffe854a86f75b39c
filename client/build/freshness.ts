/**
 * Whether the client build in an output directory matches the sources, without loading the
 * bundler: the server asks this at every start and builds (in a child process) only when not.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sourceHash } from './source-hash.ts'

export const defaultOutdir = join(import.meta.dirname, '..', 'dist')

/** Written last by a build, so a directory with it holds a whole build of those sources. */
export const BUILD_HASH_FILE = '.build-hash'

function readBuildHash(outdir: string): string | undefined {
  const file = join(outdir, BUILD_HASH_FILE)
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined
}

/** True when `outdir` holds a build of the current client/**, shared/** and lockfile. */
export function isBuildCurrent(outdir = defaultOutdir, hash = sourceHash()): boolean {
  return readBuildHash(outdir) === hash
}
