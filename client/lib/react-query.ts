/**
 * TanStack Query for the screens: one QueryClient with the app's defaults (screens get it through
 * with-query-client.tsx). This module and the library come with the first screen that needs them,
 * never with the welcome page: the shell runs the app-wide queries itself (lib/app-queries.ts) and
 * the client starts from its answers.
 * @see https://github.com/alan2207/bulletproof-react/blob/master/apps/react-vite/src/lib/react-query.ts
 */
import { type DefaultOptions, QueryClient } from '@tanstack/react-query'
import { type AppQuery, shellQueries } from './app-queries.ts'

/**
 * No retries (an error is shown or followed at once, as the specifications ask) and no refetch on
 * focus or reconnect: a journey screen must not move on by itself when the person comes back to it.
 * Sent whatever the browser thinks of its connection (`networkMode: 'always'`): offline, a query
 * fails and its screen says so with Try again, instead of waiting paused on "Loading" for ever.
 */
const queryConfig = {
  queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, networkMode: 'always' },
  mutations: { retry: false, networkMode: 'always' },
} satisfies DefaultOptions

export const queryClient = new QueryClient({ defaultOptions: queryConfig })

/**
 * The app-wide queries the shell runs become the client's defaults for their keys, so
 * `useQuery({ queryKey: ['session'] })` runs the shell's fetcher (and shares its request in
 * flight), and the answers the shell already holds are the cache's first entries: not fetched again.
 */
for (const { queryKey, queryFn, staleTime } of shellQueries.queries as readonly AppQuery<unknown>[])
  queryClient.setQueryDefaults(queryKey, { queryFn, staleTime })
shellQueries.seed((queryKey, data) => queryClient.setQueryData(queryKey, data))
