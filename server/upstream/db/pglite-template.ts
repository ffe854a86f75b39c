/**
 * Opens PGlite in a directory. A brand-new directory is copied from a template of an empty
 * cluster, kept once per machine in the temporary directory, instead of running initdb, which in
 * WebAssembly takes seconds of CPU (and is what every fresh test data directory would pay).
 * The template is a directory, copied file by file: a tarball loaded through PGlite went through
 * the process's memory (some 40 MB, held, and more resident after it) on every first start.
 * The template is only ever an empty cluster, closed right after initdb; a bad one is discarded.
 */
import { existsSync } from 'node:fs'
import { cp, readFile, rename, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'

async function pgliteVersion(): Promise<string> {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'))
  const manifest = JSON.parse(await readFile(join(entry, '../../package.json'), 'utf8')) as {
    version?: string
  }
  return manifest.version ?? 'unknown'
}

async function defaultTemplateDirectory(): Promise<string> {
  return join(tmpdir(), `loyalty-web-pglite-${await pgliteVersion()}`)
}

const isCluster = (directory: string) => existsSync(join(directory, 'PG_VERSION'))

/**
 * Runs initdb in a directory of its own, closes it, then renames it to the template: processes
 * starting together never see half a template, and the first rename wins.
 */
async function makeTemplate(template: string): Promise<void> {
  const partial = `${template}.${process.pid}.${Date.now()}`
  try {
    await (await PGlite.create(partial, options)).close()
    await rename(partial, template)
  } catch {
    // Another process made it first (the rename found a template there) or initdb failed.
  } finally {
    await rm(partial, { recursive: true, force: true })
  }
}

/**
 * PostgreSQL's own buffer cache lives in the WebAssembly memory and is filled at start: the
 * default 128 MB is most of the product's resident memory. The sandbox fits in a few megabytes,
 * and reads past the cache come from the operating system's page cache.
 */
const SHARED_BUFFERS = '16MB'
const options = {
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
}

export async function openPglite(directory: string, templateDirectory?: string): Promise<PGlite> {
  if (isCluster(directory)) return PGlite.create(directory, options)
  const template = templateDirectory ?? (await defaultTemplateDirectory())
  if (!isCluster(template)) {
    // Anything else in its place (a half-copied or a foreign file) is not trusted.
    await rm(template, { recursive: true, force: true })
    await makeTemplate(template)
  }
  if (isCluster(template)) {
    try {
      await cp(template, directory, { recursive: true })
      return await PGlite.create(directory, options)
    } catch {
      await rm(directory, { recursive: true, force: true })
      await rm(template, { recursive: true, force: true })
    }
  }
  // Best effort: without a template the directory simply runs initdb itself.
  return PGlite.create(directory, options)
}

/**
 * PGlite in memory, started from a dump: no file is opened per page read or write, which on a
 * directory store is most of a short-lived process's CPU. Nothing is kept after it closes.
 */
export async function openPgliteInMemory(snapshotFile: string): Promise<PGlite> {
  return PGlite.create({ ...options, loadDataDir: new Blob([await readFile(snapshotFile)]) })
}
