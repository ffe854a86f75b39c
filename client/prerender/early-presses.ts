/**
 * A page sent as HTML (client/prerender/) paints before its script has run, and its buttons do
 * nothing until React has hydrated them. This script, inline in the page's head, holds each press of
 * a button, and each form sent by Enter, until the page says it is
 * hydrated (HYDRATED_EVENT, sent by app/hydrate-page.tsx), then makes them again in order: a press
 * made while the script loads is answered, not lost. Links work without a script, and fields
 * (text, checkboxes, radio buttons) change as usual: the page tells React of them once hydrated.
 * Bundled on its own by client/build.ts; the gateway inlines it, allowed by the CSP through its hash.
 */
export const HYDRATED_EVENT = 'app:hydrated'

const PRESSABLE = 'button, [role="button"], input[type="submit"]'

export function holdEarlyPresses(document: Document) {
  const held: HTMLElement[] = []
  const holdPress = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null
    if (!target) return
    // Nor the browser's own action: a form sent the old way, to the page's own address.
    event.preventDefault()
    event.stopImmediatePropagation()
    held.push(target)
  }
  // Enter in a form without a submit button sends it with no press to hold.
  const holdSubmit = (event: Event) => {
    event.preventDefault()
    if (event.target instanceof HTMLFormElement) held.push(event.target)
  }
  document.addEventListener('click', holdPress, true)
  document.addEventListener('submit', holdSubmit, true)
  // One press per task: React renders what a press changed before the next press reads it.
  const pressNext = () => {
    const target = held.shift()
    if (!target) return
    // A press on something that has gone (the page moved on) is dropped.
    if (target.isConnected) {
      if (target instanceof HTMLFormElement) target.requestSubmit()
      else target.click()
    }
    setTimeout(pressNext)
  }
  document.addEventListener(
    HYDRATED_EVENT,
    () => {
      document.removeEventListener('click', holdPress, true)
      document.removeEventListener('submit', holdSubmit, true)
      pressNext()
    },
    { once: true },
  )
}
