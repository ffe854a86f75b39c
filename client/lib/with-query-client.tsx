/** The app's QueryClient above a screen that reads server data. */
import { QueryClientProvider } from '@tanstack/react-query'
import type { ComponentType, ReactElement } from 'react'
import { queryClient } from './react-query.ts'

/**
 * A screen with the app's QueryClient above it (every screen shares the one cache). Screens that
 * read server data wrap their default export in it, so the library comes with their chunks.
 */
export function withQueryClient<P extends object>(Screen: ComponentType<P>): (props: P) => ReactElement {
  return function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Screen {...props} />
      </QueryClientProvider>
    )
  }
}
