/** The fingerprint of everything a client build depends on, so an unchanged tree skips the build. */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = join(import.meta.dirname, '../..')
const skipped = (name: string) => name === 'node_modules' || name.startsWith('dist') || name.startsWith('.')

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped(entry.name)) return []
    const path = join(dir, entry.name)
    return entry.isDirectory() ? listFiles(path) : [path]
  })
}

/** sha256 over client/** (except dist), shared/** and the lockfile, with paths, in a stable order. */
export function sourceHash(): string {
  const hash = createHash('sha256')
  const files = [...listFiles(join(root, 'client')), ...listFiles(join(root, 'shared'))].sort()
  for (const file of [...files, join(root, 'package-lock.json')]) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
  }
  return hash.digest('hex')
}
