/**
 * The three app-wide queries, each declared once: app config, feature switches, session (query
 * key, fetcher, options). They are plain objects on purpose. The shell (main.tsx, the header, the
 * route guard) runs them without TanStack Query, so the welcome page does not carry the query
 * library; the screens that load it get a QueryClient seeded with the shell's answers
 * (lib/react-query.ts), so nothing is fetched twice and `useQuery(sessionQuery)` shares the
 * shell's request in flight.
 */
import type { AppConfig, appConfigApi } from '../../shared/contract/app-config.ts'
import type { SessionInfo, sessionApi } from '../../shared/contract/session.ts'
import { shellRoutes } from '../../shared/contract/shell-routes.ts'
import type { switchesApi } from '../../shared/contract/switches.ts'
import type { SwitchValues } from '../../shared/switches.ts'
import { call } from './api-client.ts'
import type { StartState } from './start-state.ts'

export type AppQueryKey = 'app-config' | 'switches' | 'session'

export type AppQuery<T> = {
  readonly queryKey: readonly [AppQueryKey]
  readonly queryFn: () => Promise<T>
  /** How long an answer stays fresh: the config and switches for the page's life, the session never. */
  readonly staleTime: number
}

type Listener = (queryKey: readonly unknown[], data: unknown) => void
const answers = new Map<AppQueryKey, unknown>()
let listener: Listener | undefined

/** Keeps the shell's answer, and hands it to the QueryClient once one is loaded. */
function remember<T>(query: Pick<AppQuery<T>, 'queryKey'>, data: T): T {
  answers.set(query.queryKey[0], data)
  listener?.(query.queryKey, data)
  return data
}

/** The shell's answers so far, and every later one, and the page's data: the QueryClient's seed. */
function seedFromShell(onAnswer: Listener) {
  for (const [key, data] of answers) onAnswer([key], data)
  for (const { queryKey, data } of startQueries) onAnswer(queryKey, data)
  listener = onAnswer
}

/**
 * The answers a page rendered to HTML already holds (lib/start-state.ts): the config, the switches
 * and the data it shows become the shell's and the QueryClient's first answers, never fetched again.
 */
export function rememberStart(start: Pick<StartState, 'config' | 'switches' | 'queries'>) {
  remember(appConfigQuery, start.config)
  remember(switchesQuery, start.switches)
  startQueries = start.queries
}

let startQueries: StartState['queries'] = []

/** `GET /api/app-config`: loaded once, before any route renders. */
export const appConfigQuery: AppQuery<AppConfig> = {
  queryKey: ['app-config'],
  queryFn: () =>
    call<typeof appConfigApi.get>(shellRoutes.appConfig, {}, { redirectOn401: false }).then((data) =>
      remember(appConfigQuery, data),
    ),
  staleTime: Number.POSITIVE_INFINITY,
}

/** `GET /api/switches`: read once at start. Unknown switches count as off: the safe state. */
export const switchesQuery: AppQuery<Partial<SwitchValues>> = {
  queryKey: ['switches'],
  queryFn: () =>
    call<typeof switchesApi.get>(shellRoutes.switches, {}, { redirectOn401: false })
      .catch((): Partial<SwitchValues> => ({}))
      .then((data) => remember(switchesQuery, data)),
  staleTime: Number.POSITIVE_INFINITY,
}

let sessionInFlight: Promise<SessionInfo> | undefined
const sessionWatchers = new Set<(session: SessionInfo) => void>()

/** Every later answer about the session, whoever asked (the shell shows the latest). */
export function watchSession(watcher: (session: SessionInfo) => void): () => void {
  sessionWatchers.add(watcher)
  return () => {
    sessionWatchers.delete(watcher)
  }
}

/**
 * `GET /api/session`, asked after each navigation. Calls made at the same moment (the header, the
 * route guard and a screen on one navigation) share one request. A call that fails (offline, or
 * the gateway unavailable) says nothing about who is signed in: it answers the last known session
 * if there is one, and otherwise fails, so that no one is shown as signed out or sent to log in
 * for a dropped connection.
 */
export const sessionQuery: AppQuery<SessionInfo> = {
  queryKey: ['session'],
  queryFn: () => {
    sessionInFlight ??= call<typeof sessionApi.get>(shellRoutes.session, {}, { redirectOn401: false })
      .then(
        (data) => remember(sessionQuery, data),
        (error: unknown) => {
          const known = answers.get('session') as SessionInfo | undefined
          if (known) return known
          throw error
        },
      )
      .then((data) => {
        for (const notify of sessionWatchers) notify(data)
        return data
      })
      .finally(() => {
        sessionInFlight = undefined
      })
    return sessionInFlight
  },
  staleTime: 0,
}

/** What the query client takes over from the shell when it loads (lib/react-query.ts). */
export const shellQueries = {
  queries: [appConfigQuery, switchesQuery, sessionQuery],
  seed: seedFromShell,
} as const
