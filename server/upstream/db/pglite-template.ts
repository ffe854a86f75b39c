/**
 * Opens PGlite in a directory. A brand-new directory is filled from a template of an empty
 * cluster, kept once per machine in the temporary directory, instead of running initdb, which in
 * WebAssembly takes seconds of CPU (and is what every fresh test data directory would pay).
 * The template is only ever an empty cluster, dumped right after initdb; a bad one is discarded.
 * @see https://pglite.dev/docs/api#loaddatadir
 */
import { existsSync } from 'node:fs'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
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

async function defaultTemplateFile(): Promise<string> {
  return join(tmpdir(), `loyalty-web-pglite-${await pgliteVersion()}.tar`)
}

async function readTemplate(file: string): Promise<Blob | undefined> {
  if (!existsSync(file)) return undefined
  return new Blob([await readFile(file)])
}

/** Written to a unique name, then renamed: processes starting together never see half a file. */
async function saveTemplate(pglite: PGlite, file: string): Promise<void> {
  const dump = await pglite.dumpDataDir('none')
  const partial = `${file}.${process.pid}.${Date.now()}`
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()))
  await rename(partial, file)
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

export async function openPglite(directory: string, templateFile?: string): Promise<PGlite> {
  if (existsSync(join(directory, 'PG_VERSION'))) return PGlite.create(directory, options)
  const file = templateFile ?? (await defaultTemplateFile())
  const template = await readTemplate(file).catch(() => undefined)
  if (template) {
    try {
      return await PGlite.create(directory, { ...options, loadDataDir: template })
    } catch {
      await rm(directory, { recursive: true, force: true })
      await rm(file, { force: true })
    }
  }
  const pglite = await PGlite.create(directory, options)
  // Best effort: without a template the next fresh directory simply runs initdb again.
  await saveTemplate(pglite, file).catch(() => undefined)
  return pglite
}

/**
 * PGlite in memory, started from a dump: no file is opened per page read or write, which on a
 * directory store is most of a short-lived process's CPU. Nothing is kept after it closes.
 */
export async function openPgliteInMemory(snapshotFile: string): Promise<PGlite> {
  return PGlite.create({ ...options, loadDataDir: new Blob([await readFile(snapshotFile)]) })
}
