/** /event: the offer and marketing events running now, and the way back to a year in review. */
import { Link } from '../../../components/ui/link.tsx'
import { useCurrentEvents } from '../../../features/events/api/get-current-events.ts'
import { EventCards } from '../../../features/events/components/event-cards.tsx'
import { EventStatus } from '../../../features/events/components/event-status.tsx'
import { keptYearInReviewPath } from '../../../features/events/year-in-review-storage.ts'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function EventListRoute() {
  const { data, error, refetch } = useCurrentEvents()
  const review = keptYearInReviewPath()
  return (
    <div className="page events">
      <h1>Events</h1>
      <p className="page__lead">Limited-time ways to collect more points. Save an offer to take part.</p>
      {data ? <EventCards events={data.events} /> : <EventStatus error={error} onRetry={() => refetch()} />}
      {review && (
        <p>
          <Link href={review}>Look back at your year in review</Link>
        </p>
      )}
    </div>
  )
}

export default withQueryClient(EventListRoute)
