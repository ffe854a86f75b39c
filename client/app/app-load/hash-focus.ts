/** The element the URL hash names gets focus 1 s after load (routes specification §4). */
import { HASH_FOCUS_DELAY_MS } from '../../../shared/constants/timings.ts'

export function focusHashTarget(win: Window = window, delayMs = HASH_FOCUS_DELAY_MS) {
  const focus = () => {
    const id = safeDecode(win.location.hash.slice(1))
    if (!id) return
    win.setTimeout(() => {
      const element = win.document.getElementById(id)
      if (!element) return
      // Headings and sections are not focusable by default: make them programmatically focusable.
      if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
      element.focus()
    }, delayMs)
  }
  focus()
  win.addEventListener('hashchange', focus)
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return ''
  }
}
