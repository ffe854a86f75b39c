/** An event's terms and conditions, numbered, under a heading of the page's level. */
import type { Event } from '../../../../shared/contract/event-pages.ts'

export function EventTerms({ event, headingLevel = 2 }: { event: Event; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const headingId = `event-terms-${event.id}`
  return (
    <section className="event-terms" aria-labelledby={headingId}>
      <Heading id={headingId}>
        {headingLevel === 1 ? `${event.title}: terms and conditions` : 'Terms and conditions'}
      </Heading>
      <ol>
        {event.terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ol>
    </section>
  )
}
