/** The brands lists' loading and failure states. */
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'

export function LoadStatus({
  isError,
  retrying,
  onRetry,
  what = 'the brands',
}: {
  isError: boolean
  retrying: boolean
  onRetry: () => void
  what?: string
}) {
  return isError ? (
    <Notice kind="error" className="load-failed">
      <p>We couldn't load {what}.</p>
      <Button variant="secondary" onClick={onRetry} isLoading={retrying}>
        Try again
      </Button>
    </Notice>
  ) : (
    <p className="loading" role="status">
      Loading {what}
    </p>
  )
}
