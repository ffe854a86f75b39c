/** /campaign (campaign page switch): this season's campaign and the events taking part in it. */
import { Link } from '../../../components/ui/link.tsx'
import { useCurrentEvents } from '../../../features/events/api/get-current-events.ts'
import { EventCards } from '../../../features/events/components/event-cards.tsx'
import { EventStatus } from '../../../features/events/components/event-status.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function CampaignRoute() {
  const { data, error, refetch } = useCurrentEvents()
  return (
    <div className="page events">
      <h1>Collect more this season</h1>
      <p className="page__lead">
        For a limited time, your card works harder: bonus points at the supermarket, at the fuel station and
        with partners.
      </p>
      <ol className="events__steps">
        <li>Save the offers you like from your offers page.</li>
        <li>Scan your card at the till or add it when you shop online.</li>
        <li>Watch the bonus points arrive, usually within 48 hours.</li>
      </ol>
      <p className="actions">
        <Link href="/my-offers" variant="primary">
          See your offers
        </Link>
      </p>
      <section aria-labelledby="campaign-events">
        <h2 id="campaign-events">Taking part this season</h2>
        {data ? <EventCards events={data.events} /> : <EventStatus error={error} onRetry={() => refetch()} />}
      </section>
    </div>
  )
}

export default withQueryClient(CampaignRoute)
