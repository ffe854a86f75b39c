/**
 * An e-mailed link's page when its call failed: the invalid-link page when the link is at fault
 * (unknown, mistyped, expired, used), each saying what to do next. Any other failure says so and
 * offers to try again.
 */
import { InvalidLink, linkFailureOf, type NextStep } from '../../../components/invalid-link.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'

type Props = { error: unknown; onRetry?: () => void; next: NextStep }

export function LinkRefused({ error, onRetry, next }: Props) {
  const failure = linkFailureOf(error)
  if (failure) return <InvalidLink failure={failure} next={next} />
  return (
    <>
      <h1>Something went wrong</h1>
      <Notice kind="error">{error instanceof ApiError ? error.message : DEFAULT_ERROR_MESSAGE}</Notice>
      {onRetry && <Button onClick={onRetry}>Try again</Button>}
    </>
  )
}
