/** /offer-event/:eventId: an offer event, what to do to take part, and its terms. */
import { Link } from '../../../components/ui/link.tsx'
import { useEvent } from '../../../features/events/api/get-event.ts'
import { EventArticle } from '../../../features/events/components/event-article.tsx'
import { EventStatus } from '../../../features/events/components/event-status.tsx'
import { EventTerms } from '../../../features/events/components/event-terms.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import type { ScreenProps } from '../../screen-props.ts'

function OfferEventRoute({ params }: ScreenProps) {
  const { data, error, refetch } = useEvent(params.eventId ?? '')
  if (!data) return <EventStatus error={error} onRetry={() => refetch()} />
  return (
    <div className="page events">
      <EventArticle event={data}>
        <p className="actions">
          <Link href="/my-offers" variant="primary">
            See your offers
          </Link>
        </p>
        <EventTerms event={data} />
      </EventArticle>
    </div>
  )
}

export default withQueryClient(OfferEventRoute)
