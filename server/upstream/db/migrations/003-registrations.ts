/**
 * Registration journeys held server-side (keyed by authToken), and temporary cards.
 * Written once for both PGlite and PostgreSQL.
 * @see https://kysely.dev/docs/migrations
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registrations')
    .addColumn('auth_token', 'text', (col) => col.primaryKey())
    .addColumn('user_type', 'text', (col) => col.check(sql`user_type in ('analog', 'ghost')`))
    .addColumn('account_type', 'text', (col) => col.check(sql`account_type in ('personal', 'business')`))
    .addColumn('collector_id', 'text', (col) => col.references('collectors.id'))
    .addColumn('email', 'text')
    .addColumn('email_confirmed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('email_token_hash', 'text', (col) => col.unique())
    .addColumn('registration_done', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('user_data', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('password_hash', 'text')
    .addColumn('sign_up_status', 'text', (col) =>
      col.check(sql`sign_up_status in ('PENDING', 'COMPLETE', 'FAILED')`),
    )
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('failure_message', 'text')
    .addColumn('completed_token', 'text', (col) => col.unique())
    .addColumn('completed_collector_id', 'text', (col) => col.references('collectors.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('temp_cards')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().check(sql`email = lower(email)`))
    .addColumn('collector_id', 'text', (col) => col.notNull().references('collectors.id'))
    .addColumn('valid_until', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('temp_cards_email_idx').on('temp_cards').column('email').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('temp_cards').execute()
  await db.schema.dropTable('registrations').execute()
}
