/** The offer and marketing events running now (`GET /api/event-pages`). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { eventPagesApi } from '../../../../shared/contract/event-pages.ts'
import { call } from '../../../lib/api-client.ts'
import { eventsKeys } from './keys.ts'

const getCurrentEvents = (signal?: AbortSignal) => call(eventPagesApi.current, {}, signal ? { signal } : {})

const getCurrentEventsQueryOptions = () =>
  queryOptions({
    queryKey: eventsKeys.current(),
    queryFn: ({ signal }) => getCurrentEvents(signal),
    // Catalogue data: it changes with campaigns, not while a page is open.
    staleTime: 5 * 60 * 1000,
  })

export const useCurrentEvents = () => useQuery(getCurrentEventsQueryOptions())
