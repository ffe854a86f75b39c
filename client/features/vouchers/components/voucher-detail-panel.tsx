/** A voucher loaded by id or by transaction: loading, the voucher, or why it cannot be shown. */
import type { UseQueryResult } from '@tanstack/react-query'
import type { VoucherDetail } from '../../../../shared/contract/vouchers.ts'
import { QueryState } from '../../../components/query/query-state.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { ApiError } from '../../../lib/api-error.ts'
import { VoucherCode } from './voucher-code.tsx'

export function VoucherDetailPanel({ query }: { query: UseQueryResult<VoucherDetail> }) {
  if (!query.data && query.error instanceof ApiError && query.error.status === 404)
    return <Notice kind="error">This voucher is not available.</Notice>
  return (
    <QueryState query={query} loading="Loading your voucher" failed="We couldn't load this voucher.">
      {(voucher) => <VoucherCode voucher={voucher} />}
    </QueryState>
  )
}
