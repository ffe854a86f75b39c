/**
 * The answer to 'Did you use this voucher?' (`PUT /api/vouchers/:voucherId/usage`), kept by the
 * upstream. Shown at once in the voucher and the list; a failure puts both back and raises an ERROR
 * notification with the refusal's message.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type Voucher, type VoucherDetail, vouchersApi } from '../../../../shared/contract/vouchers.ts'
import { call } from '../../../lib/api-client.ts'
import { DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { notify } from '../../../lib/notifications.ts'
import { vouchersKeys } from './keys.ts'

type UsageAnswer = { voucher: Pick<Voucher, 'id' | 'transactionId' | 'status'>; used: boolean }

const answerVoucherUsage = ({ voucher, used }: UsageAnswer) =>
  call(vouchersApi.answerUsage, { params: { voucherId: voucher.id }, body: { used } })

type VouchersList = { vouchers: Voucher[] }

const answered = <V extends Voucher>(voucher: V, used: boolean): V => ({
  ...voucher,
  used,
  status: used ? 'USED' : voucher.status === 'USED' ? 'ACTIVE' : voucher.status,
})

export function useAnswerVoucherUsage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: answerVoucherUsage,
    onMutate: async ({ voucher, used }) => {
      const keys = [vouchersKeys.detail(voucher.id), vouchersKeys.byTransaction(voucher.transactionId)]
      await queryClient.cancelQueries({ queryKey: vouchersKeys.all })
      const previousList = queryClient.getQueryData<VouchersList>(vouchersKeys.list())
      const previousDetails = keys.map((key) => [key, queryClient.getQueryData<VoucherDetail>(key)] as const)
      queryClient.setQueryData<VouchersList>(
        vouchersKeys.list(),
        (list) =>
          list && { vouchers: list.vouchers.map((v) => (v.id === voucher.id ? answered(v, used) : v)) },
      )
      for (const key of keys)
        queryClient.setQueryData<VoucherDetail>(key, (detail) => detail && answered(detail, used))
      return { previousList, previousDetails }
    },
    onError: (error, _answer, context) => {
      if (context?.previousList) queryClient.setQueryData(vouchersKeys.list(), context.previousList)
      for (const [key, detail] of context?.previousDetails ?? [])
        if (detail) queryClient.setQueryData(key, detail)
      notify({ level: 'ERROR', content: error instanceof Error ? error.message : DEFAULT_ERROR_MESSAGE })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: vouchersKeys.list() }),
  })
}
