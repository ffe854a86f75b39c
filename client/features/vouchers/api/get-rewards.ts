/** The rewards on offer (`GET /api/rewards?kind=`): for points, or free (zero-point). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type RewardKind, vouchersApi } from '../../../../shared/contract/vouchers.ts'
import { call } from '../../../lib/api-client.ts'
import { vouchersKeys } from './keys.ts'

const getRewards = (kind: RewardKind, signal?: AbortSignal) =>
  call(vouchersApi.rewards, { query: { kind } }, signal ? { signal } : {})

const getRewardsQueryOptions = (kind: RewardKind) =>
  queryOptions({ queryKey: vouchersKeys.rewards(kind), queryFn: ({ signal }) => getRewards(kind, signal) })

export const useRewards = (kind: RewardKind) => useQuery(getRewardsQueryOptions(kind))
