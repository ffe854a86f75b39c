/** One digital receipt (`GET /api/receipts/:digitalReceiptId`); 404 when unknown, not theirs or switched off. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { savingsApi } from '../../../../shared/contract/savings.ts'
import { call } from '../../../lib/api-client.ts'
import { ApiError } from '../../../lib/api-error.ts'
import { savingsKeys } from './keys.ts'

const getReceipt = (id: string, signal?: AbortSignal) =>
  call(savingsApi.receipt, { params: { digitalReceiptId: id } }, signal ? { signal } : {})

/** Where the browser downloads the receipt's CSV file (a plain link: the answer is an attachment). */
export const receiptDownloadHref = (id: string) => `/api/receipts/${encodeURIComponent(id)}/download`

const getReceiptQueryOptions = (id: string) =>
  queryOptions({
    queryKey: savingsKeys.receipt(id),
    queryFn: ({ signal }) => getReceipt(id, signal),
    // A missing receipt stays missing: no retries for 404 or 400.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  })

export const useReceipt = (id: string) => useQuery(getReceiptQueryOptions(id))
