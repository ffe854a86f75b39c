/**
 * React.lazy for a screen's chunk. A chunk that fails to load (a deploy replaced it, the network
 * dropped) reloads the page, as the specification asks, unless the browser is offline. A sessionStorage mark allows one reload a
 * minute, so a chunk that still fails afterwards reaches the screen's error boundary instead of looping.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { CHUNK_TIMEOUT_MS } from '../../shared/constants/timings.ts'

const RELOAD_MARK = 'chunk-load-reloaded-at'
const RELOAD_WINDOW_MS = 60_000

class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
}

type Module<P> = { default: ComponentType<P> }

/** Records this reload; false when one happened within the window or storage is off (no loop guard). */
function claimReload(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_MARK) ?? 0)
    if (now - last < RELOAD_WINDOW_MS) return false
    sessionStorage.setItem(RELOAD_MARK, String(now))
    return true
  } catch {
    return false
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Chunk not loaded within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Any lazily loaded module (a screen, the route tables): on failure, one reload, then the error. */
export async function loadWithReload<M>(load: () => Promise<M>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<M> {
  try {
    return await withTimeout(load(), timeoutMs)
  } catch (error) {
    // Offline, a reload can only reach the browser's own error page and lose the app: the screen's
    // error boundary says to check the connection instead (app/screen.tsx).
    if (navigator.onLine && claimReload()) {
      window.location.reload()
      return new Promise<M>(() => {}) // the page is going away: keep showing the loading state
    }
    throw new ChunkLoadError('A part of the page could not be loaded', { cause: error })
  }
}

export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the chunk now; once it is here the component renders without suspending. */
  preload(): Promise<void>
}

/**
 * A thenable that calls back at once: React.lazy reads a loaded module from it without suspending,
 * so a page rendered to HTML hydrates in one pass and no later update can replace its HTML.
 */
// biome-ignore lint/suspicious/noThenProperty: React.lazy resolves a thenable that calls back at once in the same render
const settled = <M>(module: M) => ({ then: (resolve: (value: M) => void) => resolve(module) }) as Promise<M>

/** React.lazy that can be loaded ahead of its first render. */
export function preloadable<P>(load: () => Promise<Module<P>>): PreloadableComponent<P> {
  let loaded: Module<P> | undefined
  const fetchModule = () =>
    load().then((module) => {
      loaded = module
      return module
    })
  const component = lazy(() => (loaded ? settled(loaded) : fetchModule()))
  return Object.assign(component, { preload: () => fetchModule().then(() => {}) })
}

export const lazyWithReload = <P>(load: () => Promise<Module<P>>): PreloadableComponent<P> =>
  preloadable(() => loadWithReload<Module<P>>(load))
