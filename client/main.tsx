/**
 * The client's entry: leaves a foreign frame first, then starts loading the app config (offline,
 * the scheme's defaults: lib/offline/) and the feature switches at once (lib/app-queries.ts), runs
 * the application-load step (hotels, single sign-on), renders the app into #root, and focuses the
 * element the URL hash names after 1 s. A page the gateway sent as HTML (client/prerender/) carries
 * its config, switches and data in its start state: the app hydrates that HTML from them, fetching
 * none of it again.
 */
import './styles/index.css'
import { createRoot } from 'react-dom/client'
import type { SwitchValues } from '../shared/switches.ts'
import { App } from './app/app.tsx'
import { guardFrame } from './app/app-load/frame-guard.ts'
import { focusHashTarget } from './app/app-load/hash-focus.ts'
import { runAppLoad } from './app/app-load/run-app-load.ts'
import { hydratePage } from './app/hydrate-page.tsx'
import { ssoLogin } from './features/sign-in/sso/sso-login.ts'
import { configureApiClient } from './lib/api-client.ts'
import type { AppConfig } from './lib/app-config.ts'
import { appConfigQuery, rememberStart, switchesQuery } from './lib/app-queries.ts'
import { offlineAppConfig } from './lib/offline/offline-app-config.ts'
import { readStartState, type StartState } from './lib/start-state.ts'
import { checkLocalStorage } from './lib/storage-check.ts'

/** Offline, the home page the service worker kept starts on the scheme's defaults (lib/offline/). */
const startOffline = (error: unknown) => (navigator.onLine ? Promise.reject(error) : offlineAppConfig)

/**
 * A promise React's `use` reads at once, as already settled: the HTML hydrates in one pass.
 * @see https://react.dev/reference/react/use#streaming-data-from-server-to-client
 */
const fulfilled = <T,>(value: T): Promise<T> =>
  Object.assign(Promise.resolve(value), { status: 'fulfilled', value })

function start() {
  // Before anything reads storage: the product goes on without it (§8).
  checkLocalStorage()
  const page: StartState | undefined = readStartState(document)
  if (page) rememberStart(page)
  const configured = (appConfig: AppConfig) => {
    configureApiClient({ identityStartPrefix: appConfig.identityStartPrefix })
    return appConfig
  }
  const switched = (values: Partial<SwitchValues>) => {
    configureApiClient({ sendDeviceId: values.isDeviceIdEnabled === true })
    return values
  }
  const config = page
    ? fulfilled(configured(page.config))
    : appConfigQuery.queryFn().catch(startOffline).then(configured)
  const switches = page ? fulfilled(switched(page.switches)) : switchesQuery.queryFn().then(switched)

  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')

  const app = <App config={config} switches={switches} start={page} />
  if (page) void hydratePage(container, app, page)
  else createRoot(container).render(app)
  void config
    .then((appConfig) => {
      // Production also refuses a frame whose referrer is not one of the app's own hosts (§4).
      if (appConfig.appEnv === 'prod' && guardFrame(window, true)) return
      return runAppLoad(ssoLogin)
    })
    .catch(() => {})
  focusHashTarget()
}

if (!guardFrame()) start()
