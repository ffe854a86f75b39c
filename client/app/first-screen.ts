/**
 * When the first screen is on the page and React's: for a page sent as HTML, once React has hydrated
 * the screen, which it does after the rest of the page (a Suspense boundary's content hydrates in a
 * pass of its own). app/hydrate-page.tsx waits for it before passing on what the visitor did.
 */
import { useEffect } from 'react'

let shown = () => {}
export const firstScreenShown = new Promise<void>((resolve) => {
  shown = resolve
})

/** Rendered inside a screen's Suspense boundary, after the screen: nothing on the page. */
export function ScreenShown() {
  useEffect(() => shown(), [])
  return null
}
