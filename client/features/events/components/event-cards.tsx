/** The events running now as cards, each linking to its page (offer events and marketing events). */
import type { Event } from '../../../../shared/contract/event-pages.ts'
import { Link } from '../../../components/ui/link.tsx'
import { eventRunText } from './event-dates.ts'

const pathOf = (event: Event) =>
  event.kind === 'marketing' ? `/marketing-event/${event.id}` : `/offer-event/${event.id}`

export function EventCards({ events }: { events: readonly Event[] }) {
  if (events.length === 0) return <p>There are no events on right now. Check back soon.</p>
  return (
    <ul className="event-cards">
      {events.map((event) => (
        <li key={event.id} className="event-card">
          <h2>
            <Link href={pathOf(event)}>{event.title}</Link>
          </h2>
          <p>{event.summary}</p>
          <p className="event__dates">{eventRunText(event.startsOn, event.endsOn)}</p>
        </li>
      ))}
    </ul>
  )
}
