/** The savings could not be loaded: the failed state and nothing else (routes specification §7, §8). */
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'

export function SavingsFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Notice kind="error" className="savings-failed">
      <p>{DEFAULT_ERROR_MESSAGE}</p>
      <Button variant="secondary" onClick={onRetry} isLoading={retrying}>
        Try again
      </Button>
    </Notice>
  )
}
