/**
 * The leave-page question for the browser's Back and Forward buttons inside the app. Those move
 * between history entries of this document without unloading it, so beforeunload never fires; the
 * Navigation API's navigate event can still cancel them, and the person stays with what they typed.
 * Browsers without the Navigation API keep the unload prompt only.
 * @see https://developer.mozilla.org/en-US/docs/Web/API/Navigation/navigate_event
 */
import { useEffect } from 'react'
import { LEAVE_PAGE } from '../../shared/validation/messages.ts'

export function useHistoryLeaveGuard(shouldBlock: () => boolean, message: string = LEAVE_PAGE) {
  useEffect(() => {
    if (!('navigation' in window)) return
    const { navigation } = window
    // Links and pushes are asked about by the click guard; only history moves are left here.
    const onNavigate = (event: NavigateEvent) => {
      if (event.navigationType !== 'traverse' || !event.cancelable || !shouldBlock()) return
      if (!window.confirm(message)) event.preventDefault()
    }
    navigation.addEventListener('navigate', onNavigate)
    return () => navigation.removeEventListener('navigate', onNavigate)
  }, [shouldBlock, message])
}
