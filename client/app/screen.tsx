/** Renders one route-table entry: page title, the lazily loaded screen, and its own error boundary. */
import { Suspense, useEffect } from 'react'
import { ErrorBoundary } from '../components/errors/error-boundary.tsx'
import { Loading } from '../components/query/loading.tsx'
import { Button } from '../components/ui/button.tsx'
import { Link } from '../components/ui/link.tsx'
import { analyticsAllowed, trackPageView } from '../lib/analytics-beacon.ts'
import { DEFAULT_ERROR_MESSAGE } from '../lib/api-error.ts'
import { useAppConfig } from '../lib/app-config.ts'
import { ScreenShown } from './first-screen.ts'
import type { ScreenProps } from './screen-props.ts'
import { screenFor } from './screens.ts'

export function Screen({ entry, params }: ScreenProps) {
  const { schemeName } = useAppConfig()
  useEffect(() => {
    document.title = `${entry.title} | ${schemeName}`
  }, [entry.title, schemeName])
  // One page view per page shown (the router remounts a screen per path), only with consent. The
  // page-name map loads only then: the welcome page's script stays within its budget.
  useEffect(() => {
    if (!analyticsAllowed()) return
    const path = window.location.pathname
    void import('../../shared/analytics/page-names.ts').then(({ pageNameFor }) =>
      trackPageView(pageNameFor(entry.path, entry.title), path),
    )
  }, [entry.path, entry.title])
  const Component = screenFor(entry.screen)
  return (
    // ScreenShown in both: the presses a page held before hydration are made once either is shown.
    <ErrorBoundary
      fallback={() => (
        <>
          {typeof navigator === 'undefined' || navigator.onLine ? (
            <ScreenError />
          ) : (
            <ConnectionLost tryAgain={() => window.location.reload()} />
          )}
          <ScreenShown />
        </>
      )}
    >
      <Suspense fallback={<ScreenLoading />}>
        <Component entry={entry} params={params} />
        <ScreenShown />
      </Suspense>
    </ErrorBoundary>
  )
}

export function ScreenLoading() {
  return <Loading>Loading</Loading>
}

export function ScreenError() {
  return (
    <div className="page">
      <h1>Sorry, something went wrong</h1>
      <p>{DEFAULT_ERROR_MESSAGE}</p>
      <p className="actions">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Link href="/welcome">Go to the welcome page</Link>
      </p>
    </div>
  )
}

/**
 * A page that could not be loaded for want of a connection: a signed-in page whose session could not
 * be checked, or a screen whose script could not be fetched offline. The collector is not the problem.
 */
export function ConnectionLost({ tryAgain }: { tryAgain: () => void }) {
  return (
    <div className="page">
      <h1>Sorry, something went wrong</h1>
      <p>We couldn't load this page. Check your connection, then try again.</p>
      <p className="actions">
        <Button onClick={tryAgain}>Try again</Button>
      </p>
    </div>
  )
}
