/**
 * Spends points on a reward (`POST /api/redemptions`). The confirm step makes one idempotency key
 * and sends it with every try of that confirm, so a double click or a retry spends once. On success
 * the vouchers list is refreshed, a REDEEMED notification ('Show me offers') is raised and the
 * caller is told the new balance (the home card's balance lives in another area: the screen updates
 * it). A refusal (not enough points, locked, expired) is the caller's to show; nothing changed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type RedemptionResult, type Reward, vouchersApi } from '../../../../shared/contract/vouchers.ts'
import { call } from '../../../lib/api-client.ts'
import { notify } from '../../../lib/notifications.ts'
import { vouchersKeys } from './keys.ts'

type Redemption = { reward: Pick<Reward, 'id' | 'title'>; idempotencyKey: string }

const redeemReward = ({ reward, idempotencyKey }: Redemption) =>
  call(vouchersApi.redeem, { body: { rewardId: reward.id, idempotencyKey } })

/** A fresh key for one confirm. */
export const newIdempotencyKey = () => crypto.randomUUID()

export function useRedeemReward({ onRedeemed }: { onRedeemed?: (result: RedemptionResult) => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: redeemReward,
    onSuccess: async (result, { reward }) => {
      queryClient.setQueryData(vouchersKeys.detail(result.voucher.id), undefined)
      await queryClient.invalidateQueries({ queryKey: vouchersKeys.list() })
      notify({ level: 'REDEEMED', content: `You've redeemed ${reward.title}. Your voucher is ready.` })
      onRedeemed?.(result)
    },
  })
}
