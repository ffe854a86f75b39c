/** One page of the transaction history by offset (`GET /api/activity/history?limit&offset`). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { activityApi } from '../../../../shared/contract/activity.ts'
import { call } from '../../../lib/api-client.ts'
import { activityKeys } from './keys.ts'

export const HISTORY_PAGE_SIZE = 20

const getHistory = (offset: number, limit: number, signal?: AbortSignal) =>
  call(activityApi.history, { query: { offset, limit } }, signal ? { signal } : {})

const getHistoryQueryOptions = (offset: number, limit = HISTORY_PAGE_SIZE) =>
  queryOptions({
    queryKey: activityKeys.history(offset, limit),
    queryFn: ({ signal }) => getHistory(offset, limit, signal),
    // The page on show stays while the next one loads.
    placeholderData: keepPreviousData,
  })

export const useHistory = (offset: number) => useQuery(getHistoryQueryOptions(offset))
