/**
 * Everything the routes need around them: the app config (fetched once, before any route renders),
 * and a last-resort error boundary for when it cannot be loaded.
 */
import { type ReactNode, Suspense, use } from 'react'
import { ErrorBoundary } from '../components/errors/error-boundary.tsx'
import { Button } from '../components/ui/button.tsx'
import { DEFAULT_ERROR_MESSAGE } from '../lib/api-error.ts'
import { type AppConfig, AppConfigContext } from '../lib/app-config.ts'

type Props = { config: Promise<AppConfig>; children: ReactNode }

export function AppProvider({ config, children }: Props) {
  return (
    <ErrorBoundary fallback={() => <StartupError />}>
      <Suspense fallback={null}>
        <ConfigGate config={config}>{children}</ConfigGate>
      </Suspense>
    </ErrorBoundary>
  )
}

function ConfigGate({ config, children }: Props) {
  return <AppConfigContext value={use(config)}>{children}</AppConfigContext>
}

/** Without the config there is no scheme name or navigation: a plain page with a way to retry. */
function StartupError() {
  return (
    <main id="main" className="site-main startup-error">
      <h1>Sorry, something went wrong</h1>
      <p>{DEFAULT_ERROR_MESSAGE}</p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </main>
  )
}
