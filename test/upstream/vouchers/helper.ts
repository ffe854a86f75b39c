/**
 * The reference upstream with the sandbox's brands, balances, rewards and vouchers, for the vouchers
 * suites over loopback HTTP. Morgan Price (the login sandbox's `10000000004`) has redemption LOCKED.
 */
import type { Test } from 'tap'
import type { BalancesTables } from '../../../server/upstream/balances/schema.ts'
import { seedBalances } from '../../../server/upstream/seed/balances.ts'
import { brandCategories, sandboxBrands } from '../../../server/upstream/seed/brands.ts'
import { seedLoginSandbox } from '../../../server/upstream/seed/login-sandbox.ts'
import { seedVouchers } from '../../../server/upstream/seed/vouchers.ts'
import type { Upstream } from '../../../server/upstream/server.ts'
import { startStand } from '../oidc/helper.ts'

export const MORGAN = 'morgan.price@example.com'
export const JORDAN = 'jordan.lee@example.com'

/** Seeds what the vouchers need on an upstream started without the sandbox. */
export async function seedVouchersSandbox(upstream: Upstream) {
  const { db } = upstream
  const hasBrands = await db.selectFrom('brands').select('brand_details_key').executeTakeFirst()
  if (!hasBrands) {
    await db.insertInto('brand_categories').values(brandCategories).execute()
    await db.insertInto('brands').values(sandboxBrands()).execute()
  }
  await seedLoginSandbox(db)
  await seedBalances(db.withTables<BalancesTables>())
  await seedVouchers(db)
}

export async function startVouchersStand(t: Test) {
  const stand = await startStand(t)
  await seedVouchersSandbox(stand.upstream)
  return stand
}

/** A collector's points as the store derives them (opening points plus the ledger). */
export async function pointsOf(upstream: Upstream, cardNumber: string) {
  return upstream.balancesRepository.points(await collectorIdOf(upstream, cardNumber))
}

export async function collectorIdOf(upstream: Upstream, cardNumber: string) {
  const row = await upstream.db
    .selectFrom('collectors')
    .select('id')
    .where('card_number', '=', cardNumber)
    .executeTakeFirstOrThrow()
  return row.id
}
