/**
 * The stores a test's upstream starts from, made once per test run as dumps that each upstream
 * runs from in memory (PGLITE_SNAPSHOT): the whole sandbox (`seeded`), the schema with the demo
 * collectors only (`collectors`, for suites that seed what they test), and the bare schema
 * (`migrated`). A fresh start seeds 500+ brands, offers and collectors and hashes their passwords
 * (seconds of CPU on this machine), and a store on disk spends most of a short test's CPU opening
 * its files; a dump loads in well under a second. The runners make them (`prepareSeededStore`) and
 * name their directory in TEST_SEEDED_STORE for the test processes; without that variable every
 * start migrates and seeds its own store on disk, as a product's first start does.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { loadConfig } from '../../config/env.ts'
import { sandboxCollectors } from '../../server/upstream/seed/collectors.ts'
import { buildUpstream } from '../../server/upstream/server.ts'

export const SEEDED_STORE_ENV = 'TEST_SEEDED_STORE'

export type StoreKind = 'seeded' | 'collectors' | 'migrated'

/** Where PGlite keeps its files under DATA_DIR (server/upstream/db/database.ts). */
const storeOf = (dataDir: string) => join(dataDir, 'pglite')

async function dump(dataDir: string, file: string) {
  const pglite = await PGlite.create(storeOf(dataDir))
  const data = await pglite.dumpDataDir('none')
  await pglite.close()
  await writeFile(file, Buffer.from(await data.arrayBuffer()))
}

/** Starts the upstream on new data directories (migrations, then the seeds), dumping each stage. */
export async function prepareSeededStore(): Promise<{ store: string; remove(): Promise<void> }> {
  const store = await mkdtemp(join(tmpdir(), 'loyalty-web-stores-'))
  const start = async (dataDir: string, seed: boolean) => {
    const upstream = await buildUpstream(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), { seed })
    await upstream.ready()
    return upstream
  }
  const bare = await start(join(store, 'bare'), false)
  await bare.close()
  await dump(join(store, 'bare'), join(store, 'migrated.tar'))
  const withCollectors = await start(join(store, 'bare'), false)
  await withCollectors.db
    .insertInto('collectors')
    .values(await sandboxCollectors())
    .execute()
  await withCollectors.close()
  await dump(join(store, 'bare'), join(store, 'collectors.tar'))
  await (await start(join(store, 'sandbox'), true)).close()
  await dump(join(store, 'sandbox'), join(store, 'seeded.tar'))
  return { store, remove: () => rm(store, { recursive: true, force: true }) }
}

/**
 * The variables that start a test's upstream from one of the run's stores, given the test's own
 * variables; none when there is no such store, when the test names its DATA_DIR (it tests the
 * store's own first and second starts), or when the dump would not be what this start makes:
 * another scheme name (the documents and help texts carry it) or PostgreSQL instead of PGlite.
 */
export function seededStoreEnv(
  env: Record<string, string | undefined>,
  kind: StoreKind = 'seeded',
): { PGLITE_SNAPSHOT?: string } {
  const store = process.env[SEEDED_STORE_ENV]
  if (!store || env.DATA_DIR || env.DATABASE_URL || env.SCHEME_NAME) return {}
  return { PGLITE_SNAPSHOT: join(store, `${kind}.tar`) }
}
