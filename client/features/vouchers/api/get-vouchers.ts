/** The collector's vouchers (`GET /api/vouchers`): active first, then used and expired. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { vouchersApi } from '../../../../shared/contract/vouchers.ts'
import { call } from '../../../lib/api-client.ts'
import { vouchersKeys } from './keys.ts'

const getVouchers = (signal?: AbortSignal) => call(vouchersApi.list, {}, signal ? { signal } : {})

const getVouchersQueryOptions = () =>
  queryOptions({ queryKey: vouchersKeys.list(), queryFn: ({ signal }) => getVouchers(signal) })

export const useVouchers = () => useQuery(getVouchersQueryOptions())
