/**
 * The loading paragraph every waiting screen and panel shows. Its own module: the shell's screen
 * frame shows it before any chunk has loaded, and the rest of query-state.tsx stays out of the
 * welcome page's script.
 */
import type { ReactNode } from 'react'

/**
 * Something is on its way: said to screen readers without moving focus. `busy` marks a page that
 * is about to be replaced (signing out, closing the account).
 */
export function Loading({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <p className="loading" role="status" aria-busy={busy || undefined}>
      {children}
    </p>
  )
}
