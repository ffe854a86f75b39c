/**
 * The reference upstream with the sandbox's balances and airline partner accounts, demo collectors'
 * access tokens, and collectors of a test's own (without a linking history) for the cases that need one.
 */
import { randomInt, randomUUID } from 'node:crypto'
import type { Test } from 'tap'
import type { BalancesTables } from '../../../server/upstream/balances/schema.ts'
import type { LinkedAccountsTables } from '../../../server/upstream/linked-accounts/schema.ts'
import { seedBalances } from '../../../server/upstream/seed/balances.ts'
import { seedLinkedAccounts } from '../../../server/upstream/seed/linked-accounts.ts'
import { seedLoginSandbox } from '../../../server/upstream/seed/login-sandbox.ts'
import { type Stand, startStand } from '../oidc/helper.ts'

export { SANDBOX_PARTNER_ACCOUNTS } from '../../../server/upstream/seed/linked-accounts.ts'

export async function startLinkedStand(t: Test) {
  const stand = await startStand(t)
  // Jordan Lee and Morgan Price are the login sandbox's collectors.
  await seedLoginSandbox(stand.upstream.db)
  await seedBalances(stand.upstream.db.withTables<BalancesTables>())
  await seedLinkedAccounts(stand.upstream.db.withTables<LinkedAccountsTables>())
  return stand
}

export const linkedDb = (stand: Stand) => stand.upstream.db.withTables<LinkedAccountsTables>()

export async function collectorIdOf(stand: Stand, card: string): Promise<string> {
  const row = await stand.upstream.db
    .selectFrom('collectors')
    .select('id')
    .where('card_number', '=', card)
    .executeTakeFirstOrThrow()
  return row.id
}

/** A collector of the test's own, with `points` in their balance. */
export async function newCollector(stand: Stand, points = 0): Promise<string> {
  const id = randomUUID()
  await stand.upstream.db
    .insertInto('collectors')
    .values({
      id,
      card_number: `3${String(randomInt(0, 1e10)).padStart(10, '0')}`,
      email: null,
      password_hash: null,
      title: null,
      first_name: 'Test',
      last_name: 'Collector',
      date_of_birth: null,
      phone_number: null,
      country_code: null,
      memorable_name: null,
      user_type: 'personal',
      status: 'active',
    })
    .execute()
  if (points > 0)
    await linkedDb(stand)
      .insertInto('balances')
      .values({ collector_id: id, opening_points: points })
      .execute()
  return id
}

/** The collector's balance as the store derives it (opening points plus the ledger). */
export const balanceOf = (stand: Stand, collectorId: string): Promise<number> =>
  stand.upstream.balancesRepository.points(collectorId)

export async function partnerPointsOf(stand: Stand, memberNumber: string): Promise<number> {
  const row = await linkedDb(stand)
    .selectFrom('partner_accounts')
    .select('points')
    .where('member_number', '=', memberNumber)
    .executeTakeFirstOrThrow()
  return row.points
}
