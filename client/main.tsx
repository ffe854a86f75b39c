/**
 * The client's entry: leaves a foreign frame first, then starts loading the app config and the
 * feature switches at once, runs the application-load step (hotels, single sign-on), renders the
 * app into #root, and focuses the element the URL hash names after 1 s.
 */
import './styles/index.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProvider } from './app/provider.tsx'
import { AppRouter } from './app/router.tsx'
import { getAppConfig } from './features/app-config/api/get-app-config.ts'
import { guardFrame } from './features/app-load/frame-guard.ts'
import { focusHashTarget } from './features/app-load/hash-focus.ts'
import { runAppLoad } from './features/app-load/run-app-load.ts'
import { installSsoHandler } from './features/sign-in/sso/sso-login.ts'
import { getSwitches } from './features/switches/api/get-switches.ts'
import { SwitchesGate } from './features/switches/switches.tsx'
import { configureApiClient } from './lib/api-client.ts'

function start() {
  installSsoHandler()
  const config = getAppConfig().then((appConfig) => {
    configureApiClient({ identityStartPrefix: appConfig.identityStartPrefix })
    return appConfig
  })
  // Unknown switches count as off: the safe state.
  const switches = getSwitches().catch(() => ({}))

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
      return runAppLoad()
    })
    .catch(() => {})
  focusHashTarget()
}

if (!guardFrame()) start()
