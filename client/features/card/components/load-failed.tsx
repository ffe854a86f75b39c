/** A panel's data could not be loaded: what failed, in words, and a way to try again. */
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'

export function LoadFailed({
  message,
  onRetry,
  retrying,
}: {
  message: string
  onRetry: () => void
  retrying: boolean
}) {
  return (
    <Notice kind="error" className="load-failed">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry} isLoading={retrying}>
        Try again
      </Button>
    </Notice>
  )
}
