/**
 * The route and redirect tables, loaded lazily (route-tables.ts). A page other than the welcome
 * page starts fetching them as the app starts, beside the app config; the welcome page paints
 * without them (welcomeRouteFor) and fetches them once the browser is idle, so the next
 * navigation does not wait. A chunk that fails to load when a page needs it reloads the page once
 * (lazy-with-reload.ts); a failed prefetch is retried when a page needs the tables.
 */
import { useEffect, useMemo, useState } from 'react'
import { WELCOME_ROUTES } from '../../shared/routes/welcome-routes.ts'
import { loadWithReload } from '../lib/lazy-with-reload.ts'
import type { PathResolver } from './route-tables.ts'

type RouteTablesModule = typeof import('./route-tables.ts')

let loaded: RouteTablesModule | undefined
let pending: Promise<RouteTablesModule> | undefined

function fetchRouteTables(): Promise<RouteTablesModule> {
  pending ??= import('./route-tables.ts').then(
    (module) => {
      loaded = module
      return module
    },
    (error: unknown) => {
      pending = undefined
      throw error
    },
  )
  return pending
}

/** After the welcome page's own chunks, when the browser has nothing else to do. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2_000 })
    return () => window.cancelIdleCallback(id)
  }
  const timer = setTimeout(run, 200)
  return () => clearTimeout(timer)
}

/** The tables before the first render: a page rendered to HTML hydrates with its screen, not a spinner. */
export const preloadRouteTables = (): Promise<RouteTablesModule> => fetchRouteTables()

// Any other page needs them before it can show anything: start beside the app config.
if (typeof window !== 'undefined' && !WELCOME_ROUTES.some(({ path }) => path === window.location.pathname))
  fetchRouteTables().catch(() => {})

/**
 * The resolver over the full tables once they are here; undefined while they load ('failed' when
 * they could not, for a page that needs them). `needed`: the page cannot be told without them.
 */
export function usePathResolver(
  identityStartPrefix: string,
  needed: boolean,
): PathResolver | 'failed' | undefined {
  const [module, setModule] = useState(loaded)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (module) return
    let live = true
    const arrived = (tables: RouteTablesModule) => live && setModule(tables)
    if (needed) loadWithReload(fetchRouteTables).then(arrived, () => live && setFailed(true))
    // The welcome page fetches them once idle; a failure leaves them to the next page that needs them.
    const cancelPrefetch = needed ? undefined : whenIdle(() => fetchRouteTables().then(arrived, () => {}))
    return () => {
      live = false
      cancelPrefetch?.()
    }
  }, [module, needed])

  const resolver = useMemo(
    () => module?.createPathResolver({ identityStartPrefix }),
    [module, identityStartPrefix],
  )
  if (resolver) return resolver
  return failed && needed ? 'failed' : undefined
}
