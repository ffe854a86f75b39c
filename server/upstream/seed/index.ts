/**
 * Seeds the sandbox data on the first start only. A marker row in `seed_runs` is written in the
 * same transaction as the data, so a crash half-way leaves nothing behind, and two processes
 * starting together on one PostgreSQL seed once. One multi-row insert per table keeps it fast.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { sandboxAddresses, sandboxAddressFaults } from './addresses.ts'
import { brandCategories, sandboxBrands } from './brands.ts'
import { sandboxCollectors } from './collectors.ts'
import { sandboxDocuments } from './documents.ts'

export const SANDBOX_SEED = 'sandbox-v1'

export type SeedOptions = { schemeName: string }

const alreadySeeded = async (db: Kysely<Database>) =>
  (await db.selectFrom('seed_runs').select('name').where('name', '=', SANDBOX_SEED).executeTakeFirst()) !==
  undefined

/** Returns true when it seeded, false when the data was already there. */
export async function seedSandbox(db: Kysely<Database>, { schemeName }: SeedOptions): Promise<boolean> {
  if (await alreadySeeded(db)) return false
  // Hashing is the slow part: done before the transaction so that it holds its locks briefly.
  const collectors = await sandboxCollectors()
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_runs')
      .values({ name: SANDBOX_SEED })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('name')
      .executeTakeFirst()
    if (!claimed) return false
    await trx.insertInto('collectors').values(collectors).execute()
    await trx.insertInto('brand_categories').values(brandCategories).execute()
    await trx.insertInto('brands').values(sandboxBrands()).execute()
    await trx.insertInto('addresses').values(sandboxAddresses).execute()
    await trx.insertInto('address_faults').values(sandboxAddressFaults).execute()
    await trx.insertInto('documents').values(sandboxDocuments(schemeName)).execute()
    return true
  })
}
