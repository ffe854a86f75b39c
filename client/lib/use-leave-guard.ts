/**
 * Asks before the person leaves a page with unsaved changes: the browser's own prompt when the page
 * unloads (beforeunload), and a confirm dialog when they follow an in-app link.
 * @see https://developer.mozilla.org/en-US/docs/Web/API/Window/beforeunload_event
 */
import { useEffect } from 'react'
import { LEAVE_PAGE } from '../../shared/validation/messages.ts'

export function useLeaveGuard(shouldBlock: () => boolean, message: string = LEAVE_PAGE) {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!shouldBlock()) return
      event.preventDefault()
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = message
    }
    // Capture phase on the document runs before the router's own click handler on the link.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return
      const anchor = (event.target as Element | null)?.closest?.('a[href]')
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return
      if (anchor.origin !== window.location.origin || anchor.href.startsWith('tel:')) return
      if (!shouldBlock() || window.confirm(message)) return
      event.preventDefault()
      event.stopPropagation()
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    document.addEventListener('click', onClick, true)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('click', onClick, true)
    }
  }, [shouldBlock, message])
}
