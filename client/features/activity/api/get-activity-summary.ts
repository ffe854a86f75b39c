/** The balance and the points earned and spent since the activity start date (`GET /api/activity/summary`). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { activityApi } from '../../../../shared/contract/activity.ts'
import { call } from '../../../lib/api-client.ts'
import { activityKeys } from './keys.ts'

const getActivitySummary = (signal?: AbortSignal) => call(activityApi.summary, {}, signal ? { signal } : {})

const getActivitySummaryQueryOptions = () =>
  queryOptions({ queryKey: activityKeys.summary(), queryFn: ({ signal }) => getActivitySummary(signal) })

export const useActivitySummary = () => useQuery(getActivitySummaryQueryOptions())
