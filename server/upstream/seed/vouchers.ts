/**
 * The sandbox's rewards and every demo collector's vouchers (active, used and expired), and Morgan
 * Price's redemption lock (docs/sandbox.md). Its own marker, so a store seeded before vouchers
 * existed gets them on its next start. Dates are relative to the seeding.
 */
import { randomUUID } from 'node:crypto'
import type { Insertable, Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { newVoucherCode, partnerUrl, voucherExpiry } from '../vouchers/repository.ts'
import type { RewardsTable, VouchersTable, VouchersTables } from '../vouchers/schema.ts'

export const VOUCHERS_SEED = 'vouchers-v1'
/** Morgan Price: redemption LOCKED. */
export const LOCKED_CARD = '10000000004'
/** A reward past its expiry: never listed, and refused if redeemed by its id. */
export const EXPIRED_REWARD_ID = 'argos-5-expired'

const DAY_MS = 24 * 60 * 60 * 1000

type RewardSeed = { id: string; brand: string; title: string; points: number; pence: number; days: number }

const SANDBOX_REWARDS: readonly RewardSeed[] = [
  {
    id: 'sainsburys-250',
    brand: 'sainsburys',
    title: "£2.50 Sainsbury's voucher",
    points: 500,
    pence: 250,
    days: 365,
  },
  {
    id: 'sainsburys-500',
    brand: 'sainsburys',
    title: "£5 Sainsbury's voucher",
    points: 1000,
    pence: 500,
    days: 365,
  },
  {
    id: 'sainsburys-1000',
    brand: 'sainsburys',
    title: "£10 Sainsbury's voucher",
    points: 2000,
    pence: 1000,
    days: 365,
  },
  { id: 'argos-500', brand: 'argos', title: '£5 Argos voucher', points: 1000, pence: 500, days: 180 },
  { id: 'argos-2000', brand: 'argos', title: '£20 Argos voucher', points: 4000, pence: 2000, days: 180 },
  { id: 'esso-500', brand: 'esso', title: '£5 Esso fuel voucher', points: 1000, pence: 500, days: 90 },
  { id: 'ebay-1000', brand: 'ebay', title: '£10 eBay voucher', points: 2000, pence: 1000, days: 120 },
  {
    id: 'british-airways-5000',
    brand: 'british-airways',
    title: '£50 British Airways flight voucher',
    points: 10000,
    pence: 5000,
    days: 365,
  },
  {
    id: 'sainsburys-free-coffee',
    brand: 'sainsburys',
    title: "Free hot drink at Sainsbury's Café",
    points: 0,
    pence: 250,
    days: 60,
  },
  { id: 'esso-free-car-wash', brand: 'esso', title: 'Free Esso car wash', points: 0, pence: 600, days: 60 },
  {
    id: 'simply-be-free-delivery',
    brand: 'simply-be',
    title: 'Free delivery at Simply Be',
    points: 0,
    pence: 399,
    days: 45,
  },
  {
    id: EXPIRED_REWARD_ID,
    brand: 'argos',
    title: '£5 Argos voucher (ended)',
    points: 1000,
    pence: 500,
    days: -1,
  },
]

const sandboxRewards = (now: Date): Insertable<RewardsTable>[] =>
  SANDBOX_REWARDS.map((reward) => ({
    id: reward.id,
    brand_details_key: reward.brand,
    title: reward.title,
    points_cost: reward.points,
    value_pence: reward.pence,
    expires_at: new Date(now.getTime() + reward.days * DAY_MS),
  }))

/** Each demo collector's vouchers: issued this many days ago, and whether they said they used it. */
const VOUCHER_HISTORY: ReadonlyArray<{ reward: string; daysAgo: number; used: boolean | null }> = [
  { reward: 'sainsburys-500', daysAgo: 3, used: null },
  { reward: 'argos-500', daysAgo: 40, used: false },
  { reward: 'esso-free-car-wash', daysAgo: 10, used: null },
  { reward: 'ebay-1000', daysAgo: 70, used: true },
  { reward: 'sainsburys-250', daysAgo: 200, used: null },
  { reward: 'argos-2000', daysAgo: 250, used: false },
]

function sandboxVouchers(collectorId: string, now: Date): Insertable<VouchersTable>[] {
  return VOUCHER_HISTORY.map(({ reward: rewardId, daysAgo, used }) => {
    const reward = SANDBOX_REWARDS.find((candidate) => candidate.id === rewardId)
    if (!reward) throw new Error(`no sandbox reward ${rewardId}`)
    const issuedAt = new Date(now.getTime() - daysAgo * DAY_MS)
    return {
      id: randomUUID(),
      collector_id: collectorId,
      transaction_id: randomUUID(),
      reward_id: reward.id,
      brand_details_key: reward.brand,
      item_description: reward.title,
      voucher_code: newVoucherCode(),
      url: partnerUrl(reward.brand),
      points_spent: reward.points,
      value_pence: reward.pence,
      used,
      answered_at: used === null ? null : issuedAt,
      issued_at: issuedAt,
      expires_at: voucherExpiry(issuedAt),
      idempotency_key: null,
    }
  })
}

/** Returns true when it seeded, false when the data was already there. */
export async function seedVouchers(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  const collectors = await db
    .selectFrom('collectors')
    .select(['id', 'card_number'])
    .where('status', '=', 'active')
    .where('password_hash', 'is not', null)
    .orderBy('card_number')
    .execute()
  return db
    .withTables<VouchersTables>()
    .transaction()
    .execute(async (trx) => {
      const claimed = await trx
        .insertInto('seed_runs')
        .values({ name: VOUCHERS_SEED })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .returning('name')
        .executeTakeFirst()
      if (!claimed) return false
      await trx.insertInto('rewards').values(sandboxRewards(now)).execute()
      const vouchers = collectors.flatMap(({ id }) => sandboxVouchers(id, now))
      if (vouchers.length > 0) await trx.insertInto('vouchers').values(vouchers).execute()
      const locked = collectors.filter((collector) => collector.card_number === LOCKED_CARD)
      if (locked.length > 0)
        await trx
          .insertInto('redemption_locks')
          .values(locked.map(({ id }) => ({ collector_id: id, status: 'LOCKED' as const })))
          .execute()
      return true
    })
}
