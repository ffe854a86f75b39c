/**
 * What an event page shows before or instead of its event: loading, an event that does not exist
 * (the gateway's 404), or a failure with a way to try again.
 */
import { Loading } from '../../../components/query/loading.tsx'
import { LoadFailed } from '../../../components/query/query-state.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'

type Props = { error: unknown; onRetry: () => void; notFoundHeading?: string }

export function EventStatus({ error, onRetry, notFoundHeading = "We can't find that event" }: Props) {
  if (!error) return <Loading>Loading</Loading>
  if (error instanceof ApiError && error.status === 404)
    return (
      <div className="event-missing">
        <h1>{notFoundHeading}</h1>
        <p>{error.message}</p>
        <p className="actions">
          <Link href="/event">See the events running now</Link>
        </p>
      </div>
    )
  return (
    <div className="event-missing">
      <h1>Sorry, something went wrong</h1>
      <LoadFailed
        message={error instanceof ApiError ? error.message : DEFAULT_ERROR_MESSAGE}
        onRetry={onRetry}
        retrying={false}
      />
    </div>
  )
}
