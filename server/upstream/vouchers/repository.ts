/**
 * Vouchers, rewards, redemptions and the redemption lock. Routes call these methods (through
 * `fastify.vouchersRepository`) and never write SQL. A redemption takes the points (its row in the
 * activity, which the voucher's `transaction_id` names) and issues the voucher in one transaction,
 * with its audit row; the lock is read inside that transaction, and the
 * idempotency key's unique constraint makes a repeated confirm answer the first voucher.
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import { randomBytes, randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import { VOUCHER_TERMS } from '../../../shared/contract/vouchers.ts'
import { recordAudit } from '../audit/repository.ts'
import { balanceOf, movePoints } from '../transactions/repository.ts'
import type { RedemptionLocksTable, VouchersTable, VouchersTables } from './schema.ts'

const VOUCHER_COLUMNS = [
  'vouchers.id',
  'vouchers.transaction_id',
  'vouchers.brand_details_key',
  'vouchers.item_description',
  'vouchers.voucher_code',
  'vouchers.url',
  'vouchers.points_spent',
  'vouchers.value_pence',
  'vouchers.used',
  'vouchers.issued_at',
  'vouchers.expires_at',
] as const

export type VoucherRow = Pick<
  Selectable<VouchersTable>,
  | 'id'
  | 'transaction_id'
  | 'brand_details_key'
  | 'item_description'
  | 'voucher_code'
  | 'url'
  | 'points_spent'
  | 'value_pence'
  | 'used'
  | 'issued_at'
  | 'expires_at'
> & { partner_name: string | null; logo_image_url: string | null }

export type RedemptionStatus = RedemptionLocksTable['status']
export type RedemptionRefusal =
  | 'REWARD_NOT_FOUND'
  | 'REWARD_EXPIRED'
  | 'NOT_ENOUGH_POINTS'
  | 'REDEMPTION_LOCKED'
  | 'IDEMPOTENCY_KEY_REUSED'
export type RedemptionOutcome =
  | { ok: true; voucher: VoucherRow; points: number; replayed: boolean }
  | { ok: false; refusal: RedemptionRefusal }

export const voucherExpiry = (issuedAt: Date) => {
  const expiry = new Date(issuedAt)
  expiry.setUTCMonth(expiry.getUTCMonth() + VOUCHER_TERMS.validForMonths)
  return expiry
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** A 12-character code without look-alike characters (0/O, 1/I), shown in groups of four. */
export const newVoucherCode = () =>
  Array.from(randomBytes(12), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length])
    .join('')
    .replace(/(.{4})(?=.)/g, '$1-')

/** A redemption's line in the activity. */
export const redemptionDescription = (rewardTitle: string) => `Redeemed: ${rewardTitle}`

export const partnerUrl = (brandKey: string) => `https://${brandKey}.example.co.uk/`

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'

/** Thrown inside the transaction to roll it back with the refusal's reason. */
class Refused extends Error {
  readonly refusal: RedemptionRefusal
  constructor(refusal: RedemptionRefusal) {
    super(refusal)
    this.refusal = refusal
  }
}

export function createVouchersRepository(db: Kysely<VouchersTables>) {
  const collectorVouchers = (collectorId: string, from: Kysely<VouchersTables> = db) =>
    from
      .selectFrom('vouchers')
      .leftJoin('brands', 'brands.brand_details_key', 'vouchers.brand_details_key')
      .select([...VOUCHER_COLUMNS, 'brands.name as partner_name', 'brands.logo_image_url'])
      .where('vouchers.collector_id', '=', collectorId)

  const statusOf = async (collectorId: string, from: Kysely<VouchersTables> = db) => {
    const row = await from
      .selectFrom('redemption_locks')
      .select('status')
      .where('collector_id', '=', collectorId)
      .executeTakeFirst()
    return row?.status ?? 'UNLOCKED'
  }

  const pointsOf = (collectorId: string) => balanceOf(db, collectorId)

  const byKey = (collectorId: string, key: string) =>
    collectorVouchers(collectorId)
      .select('vouchers.reward_id')
      .where('vouchers.idempotency_key', '=', key)
      .executeTakeFirst()

  return {
    /** Every voucher of the collector (the view sorts them by status). */
    list: (collectorId: string) =>
      collectorVouchers(collectorId).orderBy('vouchers.issued_at', 'desc').execute(),
    /** One of the collector's vouchers; undefined when unknown or another collector's. */
    find: (collectorId: string, voucherId: string) =>
      collectorVouchers(collectorId).where('vouchers.id', '=', voucherId).executeTakeFirst(),
    findByTransaction: (collectorId: string, transactionId: string) =>
      collectorVouchers(collectorId).where('vouchers.transaction_id', '=', transactionId).executeTakeFirst(),
    /** Keeps the answer to 'Did you use this voucher?'; undefined when not the collector's. */
    answerUsage: async (collectorId: string, voucherId: string, used: boolean) => {
      const updated = await db
        .updateTable('vouchers')
        .set({ used, answered_at: new Date() })
        .where('collector_id', '=', collectorId)
        .where('id', '=', voucherId)
        .returning('id')
        .executeTakeFirst()
      return updated
        ? collectorVouchers(collectorId).where('vouchers.id', '=', voucherId).executeTakeFirst()
        : undefined
    },
    /** The rewards on offer now: for points (cheapest first) or free. */
    rewards: (zeroPoint: boolean, now = new Date()) =>
      db
        .selectFrom('rewards')
        .innerJoin('brands', 'brands.brand_details_key', 'rewards.brand_details_key')
        .select([
          'rewards.id',
          'rewards.brand_details_key',
          'rewards.title',
          'rewards.points_cost',
          'rewards.value_pence',
          'rewards.expires_at',
          'brands.name as partner_name',
          'brands.logo_image_url',
        ])
        .where('rewards.points_cost', zeroPoint ? '=' : '>', 0)
        .where('rewards.expires_at', '>', now)
        .orderBy('rewards.points_cost')
        .orderBy('rewards.title')
        .execute(),
    redemptionStatus: (collectorId: string) => statusOf(collectorId),
    /** Sets the lock and writes the audit row in one transaction. */
    setRedemptionStatus: (collectorId: string, status: RedemptionStatus, channel: string) =>
      db.transaction().execute(async (trx) => {
        const previous = await statusOf(collectorId, trx)
        await trx
          .insertInto('redemption_locks')
          .values({ collector_id: collectorId, status, updated_at: new Date() })
          .onConflict((conflict) =>
            conflict.column('collector_id').doUpdateSet({ status, updated_at: new Date() }),
          )
          .execute()
        await recordAudit<VouchersTables>(trx, {
          collectorId,
          action: 'redemption.lock',
          channel,
          detail: { from: previous, to: status },
        })
        return status
      }),
    /**
     * Redeems a reward once per idempotency key: the lock, the reward's expiry and the balance are
     * checked, the points taken and the voucher issued in one transaction. A key already used
     * (before, or by a concurrent request that committed first) answers its voucher, spending nothing;
     * a key already used for another reward is refused: it is not a retry of that redemption.
     */
    redeem: async (
      collectorId: string,
      { rewardId, idempotencyKey, channel }: { rewardId: string; idempotencyKey: string; channel: string },
    ): Promise<RedemptionOutcome> => {
      const replay = async (): Promise<RedemptionOutcome | undefined> => {
        const found = await byKey(collectorId, idempotencyKey)
        if (!found) return undefined
        const { reward_id: reward, ...voucher } = found
        if (reward !== rewardId) return { ok: false, refusal: 'IDEMPOTENCY_KEY_REUSED' }
        return { ok: true, voucher, points: await pointsOf(collectorId), replayed: true }
      }
      const earlier = await replay()
      if (earlier) return earlier
      try {
        const voucherId = await db.transaction().execute(async (trx) => {
          const now = new Date()
          if ((await statusOf(collectorId, trx)) === 'LOCKED') throw new Refused('REDEMPTION_LOCKED')
          const reward = await trx
            .selectFrom('rewards')
            .selectAll()
            .where('id', '=', rewardId)
            .executeTakeFirst()
          if (!reward) throw new Refused('REWARD_NOT_FOUND')
          if (new Date(reward.expires_at) <= now) throw new Refused('REWARD_EXPIRED')
          const id = randomUUID()
          const transactionId = randomUUID()
          if (reward.points_cost > 0) {
            const partner = await trx
              .selectFrom('brands')
              .select('name')
              .where('brand_details_key', '=', reward.brand_details_key)
              .executeTakeFirst()
            // Taking the points locks the balance: a concurrent redemption waits for this one.
            const left = await movePoints<VouchersTables>(trx, {
              id: transactionId,
              collectorId,
              points: -reward.points_cost,
              brandKey: reward.brand_details_key,
              partnerName: partner?.name ?? reward.brand_details_key,
              description: redemptionDescription(reward.title),
              occurredAt: now,
            })
            if (left === undefined) throw new Refused('NOT_ENOUGH_POINTS')
          }
          await trx
            .insertInto('vouchers')
            .values({
              id,
              collector_id: collectorId,
              transaction_id: transactionId,
              reward_id: reward.id,
              brand_details_key: reward.brand_details_key,
              item_description: reward.title,
              voucher_code: newVoucherCode(),
              url: partnerUrl(reward.brand_details_key),
              points_spent: reward.points_cost,
              value_pence: reward.value_pence,
              issued_at: now,
              expires_at: voucherExpiry(now),
              idempotency_key: idempotencyKey,
            })
            .execute()
          await recordAudit<VouchersTables>(trx, {
            collectorId,
            action: 'points.redeemed',
            channel,
            detail: { reward: reward.id, points: reward.points_cost },
          })
          return id
        })
        const voucher = await collectorVouchers(collectorId)
          .where('vouchers.id', '=', voucherId)
          .executeTakeFirstOrThrow()
        return { ok: true, voucher, points: await pointsOf(collectorId), replayed: false }
      } catch (error) {
        if (error instanceof Refused) return { ok: false, refusal: error.refusal }
        // A concurrent confirm with the same key committed first: its voucher is the answer.
        if (isUniqueViolation(error)) {
          const first = await replay()
          if (first) return first
        }
        throw error
      }
    },
  }
}

export type VouchersRepository = ReturnType<typeof createVouchersRepository>
