/**
 * Opens the store: PostgreSQL when a URL is given, otherwise PGlite embedded under the data
 * directory (or in memory from a dump, for runs that need not keep anything). Both speak PostgreSQL's dialect, so queries and migrations are written once.
 * @see https://kysely.dev/docs/dialects
 */
import { mkdir } from 'node:fs/promises'
import { Kysely, type KyselyConfig, PGliteDialect, PostgresDialect } from 'kysely'
import { openPglite, openPgliteInMemory, pgliteDirectory } from './pglite-template.ts'
import type { Database } from './schema.ts'

/** How long a new PostgreSQL connection may take (and a request may wait for a pooled one). */
const CONNECT_TIMEOUT_MS = 10_000

export type DatabaseOptions = {
  /** postgres://… ; PGlite is used when absent. */
  databaseUrl?: string | undefined
  /** PGlite keeps its files in `${dataDir}/pglite`. */
  dataDir: string
  /** A PGlite dump to run from in memory instead (nothing under dataDir, nothing kept). */
  snapshotFile?: string | undefined
  /** Empty-cluster template for a new PGlite directory (default: one per machine in the temp dir). */
  pgliteTemplateDirectory?: string | undefined
  /** Kysely's query log: tracing makes a span of each query. */
  log?: KyselyConfig['log'] | undefined
  /**
   * A PostgreSQL connection that failed (the server stopped or restarted). Without a listener
   * node-postgres emits an unhandled 'error' and the process exits; the pool drops the connection
   * and opens a new one on the next query.
   */
  onConnectionError?: ((error: Error) => void) | undefined
}

export function createDatabase({
  databaseUrl,
  dataDir,
  snapshotFile,
  pgliteTemplateDirectory,
  log,
  onConnectionError = () => {},
}: DatabaseOptions): Kysely<Database> {
  if (databaseUrl) {
    // Without a connection timeout, a PostgreSQL behind a dropped route would hang the start (and
    // each request) for ever.
    // The driver loads with the first connection: the embedded store never needs it.
    const pool = async () => {
      const { default: pg } = await import('pg')
      const created = new pg.Pool({
        connectionString: databaseUrl,
        max: 10,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      })
      // The pool listens on its idle connections only: one checked out between two queries (a
      // transaction, Kysely's own use) that the server ends would emit an unhandled 'error' too.
      created.on('error', onConnectionError)
      created.on('connect', (client) => client.on('error', onConnectionError))
      return created
    }
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(log && { log }) })
  }
  const directory = pgliteDirectory(dataDir)
  return new Kysely<Database>({
    // Opened lazily on the first query, and closed by `db.destroy()`.
    dialect: new PGliteDialect({
      pglite: async () => {
        if (snapshotFile) return openPgliteInMemory(snapshotFile)
        await mkdir(directory, { recursive: true })
        return openPglite(directory, pgliteTemplateDirectory)
      },
    }),
    ...(log && { log }),
  })
}
