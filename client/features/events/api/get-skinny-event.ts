/** A homepage pod's short event (`GET /api/event-pages/skinny/:eventId`, spec §7 skinnyevent/{id}). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { eventPagesApi } from '../../../../shared/contract/event-pages.ts'
import { call } from '../../../lib/api-client.ts'
import { eventsKeys } from './keys.ts'

const getSkinnyEvent = (eventId: string, signal?: AbortSignal) =>
  call(eventPagesApi.skinnyEvent, { params: { eventId } }, signal ? { signal } : {})

const getSkinnyEventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventsKeys.skinny(eventId),
    queryFn: ({ signal }) => getSkinnyEvent(eventId, signal),
    staleTime: 5 * 60 * 1000,
    retry: false,
  })

export const useSkinnyEvent = (eventId: string) => useQuery(getSkinnyEventQueryOptions(eventId))
