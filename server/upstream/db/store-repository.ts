/**
 * The store itself, as the health check sees it: whether it runs a query.
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from './schema.ts'

export function createStoreRepository(db: Kysely<Database>) {
  return {
    /** Resolves when the store answers a trivial query; rejects with the driver's error otherwise. */
    ping: async (): Promise<void> => {
      await sql`select 1`.execute(db)
    },
  }
}

export type StoreRepository = ReturnType<typeof createStoreRepository>
