/** Points earned and spent by partner and month (`GET /api/activity/breakdown`). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { activityApi } from '../../../../shared/contract/activity.ts'
import { call } from '../../../lib/api-client.ts'
import { activityKeys } from './keys.ts'

const getBreakdown = (signal?: AbortSignal) => call(activityApi.breakdown, {}, signal ? { signal } : {})

const getBreakdownQueryOptions = () =>
  queryOptions({ queryKey: activityKeys.breakdown(), queryFn: ({ signal }) => getBreakdown(signal) })

export const useBreakdown = () => useQuery(getBreakdownQueryOptions())
