/** Renders one route-table entry: page title, the lazily loaded screen, and its own error boundary. */
import { Suspense, useEffect } from 'react'
import { ErrorBoundary } from '../components/errors/error-boundary.tsx'
import { Button } from '../components/ui/button.tsx'
import { Link } from '../components/ui/link.tsx'
import { DEFAULT_ERROR_MESSAGE } from '../lib/api-error.ts'
import { useAppConfig } from '../lib/app-config.ts'
import type { ScreenProps } from './screen-props.ts'
import { screenFor } from './screens.ts'

export function Screen({ entry, params }: ScreenProps) {
  const { schemeName } = useAppConfig()
  useEffect(() => {
    document.title = `${entry.title} | ${schemeName}`
  }, [entry.title, schemeName])
  const Component = screenFor(entry.screen)
  return (
    <ErrorBoundary fallback={() => <ScreenError />}>
      <Suspense fallback={<Loading />}>
        <Component entry={entry} params={params} />
      </Suspense>
    </ErrorBoundary>
  )
}

function Loading() {
  return (
    <p className="loading" role="status">
      Loading
    </p>
  )
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
