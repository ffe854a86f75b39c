/** The offers list's loading and failure states, for pages that read the list without OffersList. */
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'

export function ListStatus({
  isError,
  retrying,
  onRetry,
}: {
  isError: boolean
  retrying: boolean
  onRetry: () => void
}) {
  return isError ? (
    <Notice kind="error" className="load-failed">
      <p>We couldn't load your offers.</p>
      <Button variant="secondary" onClick={onRetry} isLoading={retrying}>
        Try again
      </Button>
    </Notice>
  ) : (
    <p className="loading" role="status">
      Loading your offers
    </p>
  )
}
