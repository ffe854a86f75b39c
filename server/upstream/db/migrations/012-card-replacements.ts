/**
 * Anonymous card self-service (routes specification §6, §7): the flows of showing a card number
 * and replacing a card (the hash of the token's id; codes are the anonymous two-factor flows' of
 * migration 011), the postcode of each
 * collector's registered address that a replacement is checked against, and the replacements
 * made (the old card, now blocked, and the new one). Written once for both PGlite and PostgreSQL.
 * @see https://kysely.dev/docs/migrations
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('card_self_service_flows')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('flow', 'text', (col) => col.notNull().check(sql`flow in ('retrieve', 'replace')`))
    // Null when the details matched nobody: the flow runs on, uniformly, and never succeeds.
    .addColumn('collector_id', 'text', (col) => col.references('collectors.id').onDelete('cascade'))
    // Wrong codes of a flow that matched nobody (a matched flow's are counted with its code).
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('registered_postcodes')
    .addColumn('collector_id', 'text', (col) =>
      col.primaryKey().references('collectors.id').onDelete('cascade'),
    )
    .addColumn('postcode', 'text', (col) => col.notNull().check(sql`postcode ~ '^[A-Z0-9]{5,7}$'`))
    .execute()

  await db.schema
    .createTable('card_replacements')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('collector_id', 'text', (col) => col.notNull().references('collectors.id').onDelete('cascade'))
    .addColumn('old_card_number', 'text', (col) => col.notNull().unique())
    .addColumn('new_card_number', 'text', (col) => col.notNull().unique())
    .addColumn('replacement_type', 'text', (col) =>
      col.notNull().check(sql`replacement_type in ('LOST', 'STOLEN', 'DAMAGED')`),
    )
    .addColumn('points_moved', 'integer', (col) => col.notNull())
    .addColumn('expected_arrival', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('card_replacements_collector_id')
    .on('card_replacements')
    .column('collector_id')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('card_replacements').execute()
  await db.schema.dropTable('registered_postcodes').execute()
  await db.schema.dropTable('card_self_service_flows').execute()
}
