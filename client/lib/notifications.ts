/**
 * The notifications every feature can raise (routes specification §4, §8, §9): levels INFO, ERROR,
 * TOAST, LINKED and REDEEMED, one at a time; each appears 20 ms after it is created, in place of
 * the one before, and closes when its timer runs out (4000 ms by default, 8000 ms for re-authentication errors; `timer: null` stays until
 * dismissed). A small store without React, so that it loads only with the screens and the
 * shell's lazily loaded notifications view (components/notifications/).
 */
import {
  NOTIFICATION_APPEAR_MS,
  NOTIFICATION_MS,
  REAUTH_NOTIFICATION_MS,
} from '../../shared/constants/timings.ts'

const NOTIFICATION_LEVELS = ['INFO', 'ERROR', 'TOAST', 'LINKED', 'REDEEMED'] as const
type NotificationLevel = (typeof NOTIFICATION_LEVELS)[number]

export type NotificationInput = {
  content: string
  level?: NotificationLevel
  /** How long it shows, in ms; null keeps it until dismissed. Defaults by level (see timerFor). */
  timer?: number | null
  /** An error that asks the collector to sign in again: shown for 8000 ms. */
  reauthentication?: boolean
  offerId?: string
  className?: string
}

export type Notification = {
  id: number
  level: NotificationLevel
  content: string
  timer: number | null
  offerId?: string
  className?: string
}

/** Errors 4000 ms (re-authentication errors 8000 ms); success, info and toasts 4000 ms. */
export function timerFor(input: NotificationInput): number | null {
  if (input.timer !== undefined) return input.timer
  if (input.level === 'ERROR' && input.reauthentication) return REAUTH_NOTIFICATION_MS
  return NOTIFICATION_MS
}

type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (handle: never) => void
}

const NONE: readonly Notification[] = []

/** A store of the notifications on show; `timers` is the global one except in tests. */
export function createNotificationStore(timers: Timers = globalThis as unknown as Timers) {
  let shown: readonly Notification[] = []
  let nextId = 1
  const listeners = new Set<() => void>()
  const handles = new Map<number, unknown[]>()

  const publish = (next: readonly Notification[]) => {
    shown = next
    for (const listener of listeners) listener()
  }
  const later = (id: number, ms: number, callback: () => void) => {
    handles.set(id, [...(handles.get(id) ?? []), timers.setTimeout(callback, ms)])
  }

  const cancelTimers = (id: number) => {
    for (const handle of handles.get(id) ?? []) timers.clearTimeout(handle as never)
    handles.delete(id)
  }

  function dismiss(id: number) {
    cancelTimers(id)
    if (shown.some((notification) => notification.id === id))
      publish(shown.filter((notification) => notification.id !== id))
  }

  /**
   * Raises a notification: it appears after 20 ms, in place of the one on show (one at a time, so
   * they never pile up over the page). Answers its id (for dismiss).
   */
  function notify(input: NotificationInput): number {
    const id = nextId++
    const timer = timerFor(input)
    const notification: Notification = {
      id,
      level: input.level ?? 'INFO',
      content: input.content,
      timer,
      ...(input.offerId ? { offerId: input.offerId } : {}),
      ...(input.className ? { className: input.className } : {}),
    }
    later(id, NOTIFICATION_APPEAR_MS, () => {
      for (const replaced of shown) cancelTimers(replaced.id)
      publish([notification])
      if (timer !== null) later(id, timer, () => dismiss(id))
    })
    return id
  }

  return {
    notify,
    dismiss,
    getSnapshot: () => shown,
    /** None: a page sent as HTML shows none, and hydrates so before showing any raised meanwhile. */
    getServerSnapshot: () => NONE,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The app's one store: `notify({ level: 'ERROR', content: message })` from any feature. */
export const notifications = createNotificationStore()
export const notify = notifications.notify
