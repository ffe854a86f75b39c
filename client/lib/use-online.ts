/**
 * Whether the browser says it has a network: the home page kept by the offline card's service
 * worker says what is missing offline instead of showing load errors. Follows the online and
 * offline events, so the page catches up when the network comes back.
 * @see https://developer.mozilla.org/en-US/docs/Web/API/Navigator/onLine
 */
import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine)
