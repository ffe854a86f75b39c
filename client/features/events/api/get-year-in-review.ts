/**
 * The signed-in collector's own year in review (`GET /api/year-in-review/:year/:yirId`). Signed out,
 * the screen asks the collector to log in instead of calling (a 401 here is an answer to show).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { eventPagesApi } from '../../../../shared/contract/event-pages.ts'
import { call } from '../../../lib/api-client.ts'
import { eventsKeys } from './keys.ts'

const getYearInReview = (year: number, yirId: string, signal?: AbortSignal) =>
  call(
    eventPagesApi.yearInReview,
    { params: { year, yirId } },
    { redirectOn401: false, ...(signal ? { signal } : {}) },
  )

const getYearInReviewQueryOptions = (year: number, yirId: string) =>
  queryOptions({
    queryKey: eventsKeys.yearInReview(year, yirId),
    queryFn: ({ signal }) => getYearInReview(year, yirId, signal),
    retry: false,
  })

export const useYearInReview = (year: number, yirId: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...getYearInReviewQueryOptions(year, yirId), enabled })
