/**
 * The redemption lock (`GET` and `PUT /api/redemption-lock`): while LOCKED, points cannot be spent.
 * The change shows at once; a failure puts it back with an ERROR notification.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type RedemptionStatus, vouchersApi } from '../../../../shared/contract/vouchers.ts'
import { call } from '../../../lib/api-client.ts'
import { DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { notify } from '../../../lib/notifications.ts'
import { vouchersKeys } from './keys.ts'

const getRedemptionLock = (signal?: AbortSignal) =>
  call(vouchersApi.redemptionLock, {}, signal ? { signal } : {})

const getRedemptionLockQueryOptions = () =>
  queryOptions({
    queryKey: vouchersKeys.redemptionLock(),
    queryFn: ({ signal }) => getRedemptionLock(signal),
  })

export const useRedemptionLock = () => useQuery(getRedemptionLockQueryOptions())

const setRedemptionLock = (status: RedemptionStatus) =>
  call(vouchersApi.setRedemptionLock, { body: { status } })

export function useSetRedemptionLock() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setRedemptionLock,
    onMutate: async (status) => {
      await queryClient.cancelQueries({ queryKey: vouchersKeys.redemptionLock() })
      const previous = queryClient.getQueryData<{ status: RedemptionStatus }>(vouchersKeys.redemptionLock())
      queryClient.setQueryData(vouchersKeys.redemptionLock(), { status })
      return { previous }
    },
    onError: (error, _status, context) => {
      if (context?.previous) queryClient.setQueryData(vouchersKeys.redemptionLock(), context.previous)
      notify({ level: 'ERROR', content: error instanceof Error ? error.message : DEFAULT_ERROR_MESSAGE })
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(vouchersKeys.redemptionLock(), answer)
      notify({
        level: 'TOAST',
        content: answer.status === 'LOCKED' ? 'Your points are now locked.' : 'Your points are now unlocked.',
      })
    },
  })
}
