/**
 * One event: its title as the page's heading, what it is, when it runs (or that it has ended), its
 * description, and what comes after (a link to its terms, or the terms themselves).
 */
import type { ReactNode } from 'react'
import type { Event } from '../../../../shared/contract/event-pages.ts'
import { eventRunText, hasEnded } from './event-dates.ts'

const KIND_LABEL: Record<Event['kind'], string> = {
  offer: 'Offer event',
  marketing: 'Event',
  skinny: 'From your homepage',
}

export function EventArticle({ event, children }: { event: Event; children?: ReactNode }) {
  const ended = hasEnded(event.endsOn)
  return (
    <article className={`event event--${event.kind}`} aria-labelledby={`event-${event.id}`}>
      <p className="event__kind">{KIND_LABEL[event.kind]}</p>
      <h1 id={`event-${event.id}`}>{event.title}</h1>
      <p className="page__lead">{event.summary}</p>
      <p className={ended ? 'event__dates event__dates--ended' : 'event__dates'}>
        {ended ? 'This event has ended.' : eventRunText(event.startsOn, event.endsOn)}
      </p>
      <div className="event__body">
        {event.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {children}
    </article>
  )
}
