/** The savings screen's summary (`GET /api/savings/summary`): by month, totals, state, latest shops. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { savingsApi } from '../../../../shared/contract/savings.ts'
import { call } from '../../../lib/api-client.ts'
import { savingsKeys } from './keys.ts'
import type { SavingsRange } from './savings-range.ts'

const getSavingsSummary = (range: SavingsRange, signal?: AbortSignal) =>
  call(savingsApi.summary, { query: range }, signal ? { signal } : {})

const getSavingsSummaryQueryOptions = (range: SavingsRange) =>
  queryOptions({
    queryKey: savingsKeys.summary(range.fromDate, range.toDate),
    queryFn: ({ signal }) => getSavingsSummary(range, signal),
  })

export const useSavingsSummary = (range: SavingsRange) => useQuery(getSavingsSummaryQueryOptions(range))
