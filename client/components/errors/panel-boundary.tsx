/**
 * One panel of a page that shows independent data: when the panel fails to render, it alone says
 * so, with Try again, and the rest of the page stays. Try again drops the panel's cached answers
 * (the ones that broke it) so that it loads them afresh, then renders the panel again.
 */
import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Button } from '../ui/button.tsx'
import { Notice } from '../ui/notice.tsx'
import { ErrorBoundary } from './error-boundary.tsx'

const PANEL_FAILED = "Sorry, this part of the page couldn't be shown."

export function PanelBoundary({ queries, children }: { queries: readonly QueryKey[]; children: ReactNode }) {
  const queryClient = useQueryClient()
  const tryAgain = async (reset: () => void) => {
    await Promise.all(queries.map((queryKey) => queryClient.resetQueries({ queryKey })))
    reset()
  }
  return (
    <ErrorBoundary
      fallback={(_error, reset) => (
        <Notice kind="error" className="panel-failed">
          <p>{PANEL_FAILED}</p>
          <Button variant="secondary" onClick={() => void tryAgain(reset)}>
            Try again
          </Button>
        </Notice>
      )}
    >
      {children}
    </ErrorBoundary>
  )
}
