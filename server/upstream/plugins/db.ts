/**
 * `fastify.db`: the Kysely store, migrated to the latest schema before anything else starts, and
 * closed when the server closes.
 * @see https://kysely.dev/docs/migrations
 */
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import { connectFailure } from '../../startup-failure.ts'
import type { UpstreamAppOptions } from '../app.ts'
import { createDatabase } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import type { Database } from '../db/schema.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>
  }
}

export default fp(
  async (fastify, opts: Pick<UpstreamAppOptions, 'queryLog'>) => {
    const { DATABASE_URL, DATA_DIR, PGLITE_SNAPSHOT } = fastify.config
    const db = createDatabase({
      databaseUrl: DATABASE_URL,
      dataDir: DATA_DIR,
      snapshotFile: PGLITE_SNAPSHOT,
      log: opts.queryLog,
      onConnectionError: (error) => fastify.log.warn({ err: error }, 'database connection lost'),
    })
    try {
      const applied = await migrateToLatest(db)
      fastify.log.info(
        { applied, store: DATABASE_URL ? 'postgresql' : PGLITE_SNAPSHOT ? 'pglite in memory' : 'pglite' },
        'database ready',
      )
    } catch (error) {
      await db.destroy()
      // An unreachable PostgreSQL stops the start with one line naming DATABASE_URL.
      throw DATABASE_URL ? connectFailure(error, 'DATABASE_URL', DATABASE_URL) : error
    }
    fastify.decorate('db', db)
    fastify.addHook('onClose', () => db.destroy())
  },
  { name: 'db' },
)
