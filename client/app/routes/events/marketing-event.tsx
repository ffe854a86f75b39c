/** /marketing-event/:eventId (signed in): a marketing event and a link to its terms. */
import { Link } from '../../../components/ui/link.tsx'
import { useEvent } from '../../../features/events/api/get-event.ts'
import { EventArticle } from '../../../features/events/components/event-article.tsx'
import { EventStatus } from '../../../features/events/components/event-status.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import type { ScreenProps } from '../../screen-props.ts'

function MarketingEventRoute({ params }: ScreenProps) {
  const eventId = params.eventId ?? ''
  const { data, error, refetch } = useEvent(eventId)
  if (!data) return <EventStatus error={error} onRetry={() => refetch()} />
  return (
    <div className="page events">
      <EventArticle event={data}>
        <p className="actions">
          <Link href={`/marketing-event/${eventId}/terms-and-conditions`}>Read the terms and conditions</Link>
          <Link href="/event">See all events</Link>
        </p>
      </EventArticle>
    </div>
  )
}

export default withQueryClient(MarketingEventRoute)
