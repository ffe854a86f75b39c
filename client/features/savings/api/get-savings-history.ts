/**
 * The savings shop by shop (`GET /api/savings/history`), paged by offset (routes specification
 * §4): the next page is fetched only when the last one named an offset, 0 included; a page without
 * one, or a failure, ends the paging.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { type SavingsPage, savingsApi } from '../../../../shared/contract/savings.ts'
import { call } from '../../../lib/api-client.ts'
import { savingsKeys } from './keys.ts'
import type { SavingsRange } from './savings-range.ts'

/** The next page's offset, or undefined when there is none: 0 is an offset (`??`, never `||`). */
export const nextPageOffset = (page: SavingsPage): number | undefined => page.pageOffset ?? undefined

const getSavingsHistory = (range: SavingsRange, pageOffset: number | undefined, signal?: AbortSignal) =>
  call(
    savingsApi.history,
    { query: pageOffset === undefined ? range : { ...range, pageOffset } },
    signal ? { signal } : {},
  )

export const getSavingsHistoryQueryOptions = (range: SavingsRange) =>
  infiniteQueryOptions({
    queryKey: savingsKeys.history(range.fromDate, range.toDate),
    queryFn: ({ pageParam, signal }) => getSavingsHistory(range, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextPageOffset,
  })

export const useSavingsHistory = (range: SavingsRange) =>
  useInfiniteQuery(getSavingsHistoryQueryOptions(range))
