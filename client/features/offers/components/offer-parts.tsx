/**
 * What an offer card and an offer's details page show alike: the end date, the state (a LOCKED
 * offer says so in words, with a lock) and the buttons of the actions its state allows.
 */
import type { OfferState } from '../../../../shared/constants/states.ts'
import type { Offer, OfferAction } from '../../../../shared/contract/offers.ts'
import { Button } from '../../../components/ui/button.tsx'
import { cx } from '../../../lib/class-names.ts'

const STATE_LABELS: Record<OfferState, string> = {
  LOADED: 'Loaded',
  UNLOADED: 'Not loaded',
  OPTEDIN: 'Opted in',
  NOTOPTEDIN: 'Not opted in',
  PINNED: 'Pinned',
  HIDDEN: 'Hidden',
}

const endDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

function LockIcon() {
  return (
    <svg className="offer-card__lock" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <rect x="2.5" y="7" width="11" height="8" rx="1.5" fill="currentColor" />
      <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}

export function OfferEnds({ offer, className }: { offer: Offer; className: string }) {
  return (
    <p className={className}>
      Ends <time dateTime={offer.endDate}>{endDate.format(new Date(offer.endDate))}</time>
    </p>
  )
}

export function OfferStateLine({ offer }: { offer: Offer }) {
  if (offer.status === 'LOCKED')
    return (
      <p className="offer-card__state offer-card__state--locked">
        <LockIcon />
        Locked: this offer cannot be changed
      </p>
    )
  return (
    <p className={cx('offer-card__state', `offer-card__state--${offer.state.toLowerCase()}`)}>
      {STATE_LABELS[offer.state]}
    </p>
  )
}

export function OfferActionButtons({
  actions,
  className,
  busy,
  describedBy,
  onAction,
}: {
  actions: ReadonlyArray<{ action: OfferAction; label: string }>
  className: string
  busy: boolean
  /** The offer's title, which names what each button acts on. */
  describedBy: string
  onAction: (action: OfferAction) => void
}) {
  if (actions.length === 0) return null
  return (
    <div className={className}>
      {actions.map(({ action, label }) => (
        <Button
          key={action}
          variant={action === 'hide' ? 'text' : action === 'load' ? 'primary' : 'secondary'}
          aria-describedby={describedBy}
          disabled={busy}
          onClick={() => onAction(action)}
        >
          {label}
        </Button>
      ))}
    </div>
  )
}
