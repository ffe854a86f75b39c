/**
 * /dataplayback/:year/:yirId: the collector's own year in review. A public page: signed out, it asks
 * the collector to log in and come back; another collector's id is not found. The id is kept in
 * the browser (cleared at logout) so that the events page can lead back to it.
 */
import { useEffect } from 'react'
import {
  EVENT_ERROR_CODES,
  EVENT_ERROR_MESSAGES,
  YEAR_IN_REVIEW_ID_PATTERN,
} from '../../../../shared/contract/event-pages.ts'
import { Link } from '../../../components/ui/link.tsx'
import { useYearInReview } from '../../../features/events/api/get-year-in-review.ts'
import { EventStatus } from '../../../features/events/components/event-status.tsx'
import { YearInReviewSummary } from '../../../features/events/components/year-in-review-summary.tsx'
import { keepYearInReview } from '../../../features/events/year-in-review-storage.ts'
import { loginHref } from '../../../lib/api-client.ts'
import { ApiError } from '../../../lib/api-error.ts'
import { useSession } from '../../../lib/use-session.ts'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import type { ScreenProps } from '../../screen-props.ts'

const ID = new RegExp(YEAR_IN_REVIEW_ID_PATTERN)
/** A malformed address is answered as the gateway answers an unknown id. */
const notFound = new ApiError(
  404,
  EVENT_ERROR_CODES.yearInReviewNotFound,
  EVENT_ERROR_MESSAGES.yearInReviewNotFound,
)

function YearInReviewRoute({ params }: ScreenProps) {
  const year = Number(params.year)
  const yirId = params.yirId ?? ''
  const wellFormed = Number.isInteger(year) && year >= 2020 && year <= 2100 && ID.test(yirId)
  const session = useSession()
  const signedIn = session?.signedIn === true
  const { data, error, refetch } = useYearInReview(year, yirId, { enabled: wellFormed && signedIn })

  useEffect(() => {
    if (data) keepYearInReview(data.year, data.id)
  }, [data])

  if (!session) return <EventStatus error={undefined} onRetry={() => {}} />
  if (!signedIn)
    return (
      <div className="page events">
        <h1>Your year in review</h1>
        <p className="page__lead">Log in to see how you collected and spent your points this year.</p>
        <p className="actions">
          <Link href={loginHref(window.location)} variant="primary">
            Log in to see your year
          </Link>
        </p>
      </div>
    )
  if (!wellFormed || !data)
    return (
      <EventStatus
        error={wellFormed ? error : notFound}
        onRetry={() => refetch()}
        notFoundHeading="We can't find that year in review"
      />
    )
  return (
    <div className="page events">
      <h1>Your {data.year} year in review</h1>
      <p className="page__lead">Here's how your points added up this year. Thanks for collecting with us.</p>
      <YearInReviewSummary review={data} />
      <p className="actions">
        <Link href="/my-offers" variant="primary">
          Start collecting for next year
        </Link>
      </p>
    </div>
  )
}

export default withQueryClient(YearInReviewRoute)
