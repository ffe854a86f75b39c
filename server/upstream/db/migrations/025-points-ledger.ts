/**
 * The transactions become the points ledger: a collector's balance is their opening balance (the
 * points they held on the activity start date) plus every transaction since, so the balance, the
 * activity's totals and the list can never disagree. `balances.points` becomes `opening_points`,
 * worked out so that every collector of an existing store keeps the balance they had, after the
 * store's Nectar Prices shops and redemptions, which moved no transaction before, are written to
 * the ledger. A card replacement's transfer is a pair of rows marked `card_transfer`: listed, but
 * neither earned nor spent. Written once for both PGlite and PostgreSQL.
 * @see https://martinfowler.com/eaaDev/AccountingNarrative.html
 */
import { type Kysely, sql } from 'kysely'

/** The activity start date of this migration's time (shared/constants ACTIVITY_START_DATE). */
const START = '2025-01-01T00:00:00Z'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('transactions')
    .addColumn('card_transfer', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute()
  // What moved points but left no transaction: each shop with Nectar Prices and each redemption.
  await sql`
    insert into transactions (id, collector_id, occurred_at, brand_key, partner_name, description, points)
    select s.id, s.collector_id, s.occurred_at, 'sainsburys', 'Sainsbury''s', 'Nectar Prices shop, ' || s.store,
      s.points_earned
    from nectar_prices_transactions s
    where s.points_earned > 0 and not exists (select 1 from transactions t where t.id = s.id)
  `.execute(db)
  await sql`
    insert into transactions (id, collector_id, occurred_at, brand_key, partner_name, description, points)
    select v.transaction_id, v.collector_id, v.issued_at, v.brand_details_key,
      coalesce(b.name, v.brand_details_key), 'Redeemed: ' || v.item_description, -v.points_spent
    from vouchers v left join brands b on b.brand_details_key = v.brand_details_key
    where v.points_spent > 0 and not exists (select 1 from transactions t where t.id = v.transaction_id)
  `.execute(db)
  // An old balance could be below what its ledger adds up to: the opening may be negative.
  await sql`alter table balances drop constraint if exists balances_points_check`.execute(db)
  await db.schema.alterTable('balances').renameColumn('points', 'opening_points').execute()
  await sql`
    update balances b set opening_points = b.opening_points - coalesce(
      (select sum(t.points) from transactions t where t.collector_id = b.collector_id and t.occurred_at >= ${START}),
      0)
  `.execute(db)
  await sql`
    insert into balances (collector_id, opening_points)
    select t.collector_id, -sum(t.points) from transactions t join collectors c on c.id = t.collector_id
    where t.occurred_at >= ${START} and not exists (select 1 from balances b where b.collector_id = t.collector_id)
    group by t.collector_id
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update balances b set opening_points = b.opening_points + coalesce(
      (select sum(t.points) from transactions t where t.collector_id = b.collector_id and t.occurred_at >= ${START}),
      0)
  `.execute(db)
  await db.schema.alterTable('balances').renameColumn('opening_points', 'points').execute()
  await db.schema.alterTable('transactions').dropColumn('card_transfer').execute()
}
