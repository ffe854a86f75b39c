/**
 * The client's entry: leaves a foreign frame first, then starts loading the app config (offline,
 * the scheme's defaults: lib/offline/) and the feature switches at once (lib/app-queries.ts), runs
 * the application-load step (hotels, single sign-on), renders the app into #root, and focuses the
 * element the URL hash names after 1 s.
 */
import './styles/index.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { guardFrame } from './app/app-load/frame-guard.ts'
import { focusHashTarget } from './app/app-load/hash-focus.ts'
import { runAppLoad } from './app/app-load/run-app-load.ts'
import { AppProvider } from './app/provider.tsx'
import { AppRouter } from './app/router.tsx'
import { SwitchesGate } from './app/switches/switches-gate.tsx'
import { ssoLogin } from './features/sign-in/sso/sso-login.ts'
import { configureApiClient } from './lib/api-client.ts'
import { appConfigQuery, switchesQuery } from './lib/app-queries.ts'
import { offlineAppConfig } from './lib/offline/offline-app-config.ts'
import { checkLocalStorage } from './lib/storage-check.ts'

/** Offline, the home page the service worker kept starts on the scheme's defaults (lib/offline/). */
const startOffline = (error: unknown) => (navigator.onLine ? Promise.reject(error) : offlineAppConfig)

function start() {
  // Before anything reads storage: the product goes on without it (§8).
  checkLocalStorage()
  const config = appConfigQuery
    .queryFn()
    .catch(startOffline)
    .then((appConfig) => {
      configureApiClient({ identityStartPrefix: appConfig.identityStartPrefix })
      return appConfig
    })
  const switches = switchesQuery.queryFn().then((values) => {
    configureApiClient({ sendDeviceId: values.isDeviceIdEnabled === true })
    return values
  })

  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')

  createRoot(container).render(
    <StrictMode>
      <AppProvider config={config}>
        <SwitchesGate switches={switches}>
          <AppRouter />
        </SwitchesGate>
      </AppProvider>
    </StrictMode>,
  )
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
