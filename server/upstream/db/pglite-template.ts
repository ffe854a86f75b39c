/**
 * Opens PGlite in a directory. A brand-new directory is copied from a template of an empty
 * cluster, kept once per machine in the temporary directory, instead of running initdb, which in
 * WebAssembly takes seconds of CPU (and is what every fresh test data directory would pay).
 * The template is a directory, copied file by file: a tarball loaded through PGlite went through
 * the process's memory (some 40 MB, held, and more resident after it) on every first start.
 * The template is only ever an empty cluster, closed right after initdb; a bad one is discarded.
 * initdb runs in a child process (pglite-initdb.ts), so that its memory is not kept by the server's.
 */
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, readFile, rename, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { pgliteOptions as options } from './pglite-options.ts'

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

const INITDB_SCRIPT = join(import.meta.dirname, 'pglite-initdb.ts')

/**
 * Runs initdb in a directory of its own, in a child process that then exits, then renames it to
 * the template: processes starting together never see half a template, and the first rename wins.
 */
async function makeTemplate(template: string): Promise<void> {
  const partial = `${template}.${process.pid}.${Date.now()}`
  try {
    // --liftoff-only, as `npm start` (server/main.ts): it bounds the WebAssembly compiler's peak memory.
    await promisify(execFile)(process.execPath, ['--liftoff-only', INITDB_SCRIPT, partial])
    await rename(partial, template)
  } catch {
    // Another process made it first (the rename found a template there) or initdb failed.
  } finally {
    await rm(partial, { recursive: true, force: true })
  }
}

/** The template, made first when there is none; returned whether or not that succeeded. */
async function ensureTemplate(templateDirectory?: string): Promise<string> {
  const template = templateDirectory ?? (await defaultTemplateDirectory())
  if (!isCluster(template)) {
    // Anything else in its place (a half-copied or a foreign file) is not trusted.
    await rm(template, { recursive: true, force: true })
    await makeTemplate(template)
  }
  return template
}

/** Where the embedded store keeps its cluster in the data directory. */
export const pgliteDirectory = (dataDir: string) => join(dataDir, 'pglite')

/**
 * Makes the template a new store will need, if it is new: `npm start` calls it before the
 * upstream's modules load, so that initdb's child process and the server's own memory do not add up.
 */
export async function prepareTemplateFor(dataDir: string): Promise<void> {
  if (!isCluster(pgliteDirectory(dataDir))) await ensureTemplate()
}

export async function openPglite(directory: string, templateDirectory?: string): Promise<PGlite> {
  if (isCluster(directory)) return PGlite.create(directory, options)
  const template = await ensureTemplate(templateDirectory)
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
