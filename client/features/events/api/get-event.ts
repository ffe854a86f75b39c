/** One offer or marketing event with its terms (`GET /api/event-pages/:eventId`). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { eventPagesApi } from '../../../../shared/contract/event-pages.ts'
import { call } from '../../../lib/api-client.ts'
import { eventsKeys } from './keys.ts'

const getEvent = (eventId: string, signal?: AbortSignal) =>
  call(eventPagesApi.event, { params: { eventId } }, signal ? { signal } : {})

const getEventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventsKeys.event(eventId),
    queryFn: ({ signal }) => getEvent(eventId, signal),
    staleTime: 5 * 60 * 1000,
    // An unknown event stays unknown: no retries.
    retry: false,
  })

export const useEvent = (eventId: string) => useQuery(getEventQueryOptions(eventId))
