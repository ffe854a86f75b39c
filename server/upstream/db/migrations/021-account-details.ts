/**
 * The account details the collectors table lacks: the postal address (lines and postcode, one per
 * collector), the additional details the scheme asks for (missing information), the signed-in
 * security codes (one live code per collector, hashed, with its tries and whether it was used) and
 * the single-use grants a right code hands out for one guarded change (`X-MFA`), stored hashed.
 * Written once for both PGlite and PostgreSQL.
 * @see https://kysely.dev/docs/migrations
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('collector_addresses')
    .addColumn('collector_id', 'text', (col) =>
      col.primaryKey().references('collectors.id').onDelete('cascade'),
    )
    .addColumn('lines', 'text', (col) => col.notNull())
    .addColumn('postcode', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createTable('collector_additional_details')
    .addColumn('collector_id', 'text', (col) =>
      col.primaryKey().references('collectors.id').onDelete('cascade'),
    )
    .addColumn('household_size', 'integer', (col) => col.check(sql`household_size between 1 and 20`))
    .addColumn('dietary_preference', 'text')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createTable('account_security_codes')
    .addColumn('collector_id', 'text', (col) =>
      col.primaryKey().references('collectors.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('delivery', 'text', (col) => col.notNull().check(sql`delivery in ('email', 'sms')`))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sends', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('used_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('window_started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createTable('account_mfa_grants')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('collector_id', 'text', (col) => col.notNull().references('collectors.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'account_mfa_grants',
    'account_security_codes',
    'collector_additional_details',
    'collector_addresses',
  ])
    await db.schema.dropTable(table).execute()
}
