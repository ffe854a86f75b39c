/**
 * The notifications on show, in a live region that is always on the page (a region added with
 * its message is not reliably announced): errors in an assertive one. Plain aria-live, no alert or
 * status role: a screen's own alerts (a field error) stay the only ones it has. LINKED and REDEEMED carry a
 * 'Show me offers' link; the error icon's alt text is 'error message' (routes specification §8).
 * Loaded lazily by the app shell, so the welcome page's own script stays small.
 */
import { useSyncExternalStore } from 'react'
import { cx } from '../../lib/class-names.ts'
import { type Notification, notifications } from '../../lib/notifications.ts'
import { Link } from '../ui/link.tsx'

/** Where 'Show me offers' goes: the partner offers, which linking and redeeming are about. */
const SHOW_ME_OFFERS_HREF = '/partners'

const ERROR_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11" fill="#b00020"/><path d="M12 6v8M12 17v1.5" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/></svg>',
)}`

export default function Notifications() {
  const shown = useSyncExternalStore(
    notifications.subscribe,
    notifications.getSnapshot,
    notifications.getServerSnapshot,
  )
  const errors = shown.filter((notification) => notification.level === 'ERROR')
  const others = shown.filter((notification) => notification.level !== 'ERROR')
  return (
    <div className="notifications">
      <div aria-live="assertive" className="notifications__region">
        {errors.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </div>
      <div aria-live="polite" className="notifications__region">
        {others.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </div>
    </div>
  )
}

function NotificationItem({ notification }: { notification: Notification }) {
  const { id, level, content, className } = notification
  const withOffers = level === 'LINKED' || level === 'REDEEMED'
  return (
    <div className={cx('notification', `notification--${level.toLowerCase()}`, className)}>
      {level === 'ERROR' && <img className="notification__icon" src={ERROR_ICON} alt="error message" />}
      <p className="notification__content">
        {content}
        {withOffers && (
          <>
            {' '}
            <Link href={SHOW_ME_OFFERS_HREF}>Show me offers</Link>
          </>
        )}
      </p>
      <button
        type="button"
        className="notification__close"
        aria-label="Dismiss notification"
        onClick={() => notifications.dismiss(id)}
      >
        ×
      </button>
    </div>
  )
}
