/**
 * The collector's transactions, 20 a page by `nextToken` (`GET /api/activity/transactions`): an
 * infinite query whose next page is fetched only when the last one said more exist (spec §4).
 * @see https://tanstack.com/query/v5/docs/framework/react/guides/infinite-queries
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { activityApi } from '../../../../shared/contract/activity.ts'
import { call } from '../../../lib/api-client.ts'
import { activityKeys } from './keys.ts'

const getTransactions = (nextToken: string | null, signal?: AbortSignal) =>
  call(activityApi.transactions, { query: nextToken ? { nextToken } : {} }, signal ? { signal } : {})

const getTransactionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: activityKeys.transactions(),
    queryFn: ({ pageParam, signal }) => getTransactions(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.nextToken : undefined),
  })

export const useTransactions = () => useInfiniteQuery(getTransactionsQueryOptions())
