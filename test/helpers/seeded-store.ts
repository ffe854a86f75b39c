/**
 * The sandbox seeded once per test run, copied into each fresh data directory. A fresh start seeds
 * 500+ brands, offers and collectors (seconds of CPU on this machine); a copy of the seeded PGlite
 * store opens in about one. The runners seed it (`prepareSeededStore`) and name it in
 * TEST_SEEDED_STORE for the test processes; without that variable every start seeds its own, as a
 * product's first start does.
 */
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { loadConfig } from '../../config/env.ts'
import { buildUpstream } from '../../server/upstream/server.ts'

export const SEEDED_STORE_ENV = 'TEST_SEEDED_STORE'

/** Where PGlite keeps its files under DATA_DIR (server/upstream/db/database.ts). */
const storeOf = (dataDir: string) => join(dataDir, 'pglite')

/** Starts the upstream once on a new data directory (migrations, sandbox seed, provider keys). */
export async function prepareSeededStore(): Promise<{ store: string; remove(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'loyalty-web-seeded-'))
  const upstream = await buildUpstream(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }))
  await upstream.ready()
  await upstream.close()
  return { store: storeOf(dataDir), remove: () => rm(dataDir, { recursive: true, force: true }) }
}

/**
 * Copies the run's seeded store into a fresh data directory, given the test's own variables; false
 * when there is no seeded store, when the test names its DATA_DIR (it tests the store's own first
 * and second starts), or when the copy would not be what this start seeds: another scheme name (the
 * documents and help texts carry it) or PostgreSQL instead of PGlite.
 */
export async function copySeededStore(dataDir: string, env: Record<string, string | undefined>) {
  const store = process.env[SEEDED_STORE_ENV]
  if (!store || env.DATA_DIR || env.DATABASE_URL || env.SCHEME_NAME || existsSync(storeOf(dataDir)))
    return false
  // The system's cp: Node's fs.cp spends seconds of CPU on the store's 1,200 small files.
  await promisify(execFile)('cp', ['-R', store, storeOf(dataDir)])
  return true
}
