/** /skinnyevent/:id: the short event a homepage pod links to, with its terms. */
import { Link } from '../../../components/ui/link.tsx'
import { useSkinnyEvent } from '../../../features/events/api/get-skinny-event.ts'
import { EventArticle } from '../../../features/events/components/event-article.tsx'
import { EventStatus } from '../../../features/events/components/event-status.tsx'
import { EventTerms } from '../../../features/events/components/event-terms.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import type { ScreenProps } from '../../screen-props.ts'

function SkinnyEventRoute({ params }: ScreenProps) {
  const { data, error, refetch } = useSkinnyEvent(params.id ?? '')
  if (!data) return <EventStatus error={error} onRetry={() => refetch()} />
  return (
    <div className="page events">
      <EventArticle event={data}>
        <p className="actions">
          <Link href="/offers-saved">See your saved offers</Link>
        </p>
        <EventTerms event={data} />
      </EventArticle>
    </div>
  )
}

export default withQueryClient(SkinnyEventRoute)
