/** /marketing-event/:eventId/terms-and-conditions (signed in): the event's terms on their own page. */
import { Link } from '../../../components/ui/link.tsx'
import { useEvent } from '../../../features/events/api/get-event.ts'
import { EventStatus } from '../../../features/events/components/event-status.tsx'
import { EventTerms } from '../../../features/events/components/event-terms.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import type { ScreenProps } from '../../screen-props.ts'

function MarketingEventTermsRoute({ params }: ScreenProps) {
  const eventId = params.eventId ?? ''
  const { data, error, refetch } = useEvent(eventId)
  if (!data) return <EventStatus error={error} onRetry={() => refetch()} />
  return (
    <div className="page events">
      <EventTerms event={data} headingLevel={1} />
      <p>
        <Link href={`/marketing-event/${eventId}`}>Back to {data.title}</Link>
      </p>
    </div>
  )
}

export default withQueryClient(MarketingEventTermsRoute)
