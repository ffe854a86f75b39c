/** Query keys of the vouchers area: one place, so invalidations name the same keys as the queries. */
import type { RewardKind } from '../../../../shared/contract/vouchers.ts'

export const vouchersKeys = {
  all: ['vouchers'] as const,
  list: () => [...vouchersKeys.all, 'list'] as const,
  detail: (voucherId: string) => [...vouchersKeys.all, 'detail', voucherId] as const,
  byTransaction: (transactionId: string) => [...vouchersKeys.all, 'transaction', transactionId] as const,
  rewards: (kind: RewardKind) => [...vouchersKeys.all, 'rewards', kind] as const,
  redemptionLock: () => [...vouchersKeys.all, 'redemption-lock'] as const,
}
