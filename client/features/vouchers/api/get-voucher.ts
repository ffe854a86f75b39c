/**
 * One voucher with its barcode: by its id (`GET /api/vouchers/:voucherId`) or by the transaction
 * that issued it (`GET /api/vouchers/transaction/:transactionId`, /voucher-details/:transactionID).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { vouchersApi } from '../../../../shared/contract/vouchers.ts'
import { call } from '../../../lib/api-client.ts'
import { vouchersKeys } from './keys.ts'

const getVoucher = (voucherId: string, signal?: AbortSignal) =>
  call(vouchersApi.detail, { params: { voucherId } }, signal ? { signal } : {})

const getVoucherQueryOptions = (voucherId: string) =>
  queryOptions({
    queryKey: vouchersKeys.detail(voucherId),
    queryFn: ({ signal }) => getVoucher(voucherId, signal),
    retry: false,
  })

export const useVoucher = (voucherId: string) => useQuery(getVoucherQueryOptions(voucherId))

const getVoucherByTransaction = (transactionId: string, signal?: AbortSignal) =>
  call(vouchersApi.byTransaction, { params: { transactionId } }, signal ? { signal } : {})

const getVoucherByTransactionQueryOptions = (transactionId: string) =>
  queryOptions({
    queryKey: vouchersKeys.byTransaction(transactionId),
    queryFn: ({ signal }) => getVoucherByTransaction(transactionId, signal),
    retry: false,
  })

export const useVoucherByTransaction = (transactionId: string) =>
  useQuery(getVoucherByTransactionQueryOptions(transactionId))
