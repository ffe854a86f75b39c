/** A voucher loaded by id or by transaction: loading, the voucher, or why it cannot be shown. */
import type { UseQueryResult } from '@tanstack/react-query'
import type { VoucherDetail } from '../../../../shared/contract/vouchers.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { ApiError } from '../../../lib/api-error.ts'
import { VoucherCode } from './voucher-code.tsx'

export function VoucherDetailPanel({ query }: { query: UseQueryResult<VoucherDetail> }) {
  if (query.data) return <VoucherCode voucher={query.data} />
  if (query.isError)
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <Notice kind="error">This voucher is not available.</Notice>
    ) : (
      <div>
        <Notice kind="error">We couldn't load this voucher.</Notice>
        <Button variant="secondary" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
    )
  return (
    <p className="loading" role="status">
      Loading your voucher
    </p>
  )
}
