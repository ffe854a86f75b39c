/** After a saved change: a toast saying what changed, then back to the page that lists it. */
import { useLocation } from 'wouter'
import { notify } from '../../../lib/notifications.ts'

export function useDone(to: string) {
  const [, navigate] = useLocation()
  return (message: string) => {
    notify({ level: 'TOAST', content: message })
    navigate(to)
  }
}
