/**
 * A Re-send email button over its mutation: the call in flight, its error message, and the
 * confirmation ("We just sent you another email") shown for 4 s after a success.
 */
import type { UseMutationResult } from '@tanstack/react-query'
import { NOTIFICATION_MS } from '../../../../shared/constants/timings.ts'
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { useTimedFlag } from '../../../lib/use-timed-flag.ts'

export function useResendEmail(mutation: UseMutationResult<unknown, Error, void>) {
  const [resent, showResent] = useTimedFlag(NOTIFICATION_MS)
  const { error } = mutation
  const resend = () => mutation.mutate(undefined, { onSuccess: showResent })
  return {
    resend,
    resent,
    pending: mutation.isPending,
    error: error ? (error instanceof ApiError ? error.message : DEFAULT_ERROR_MESSAGE) : undefined,
  }
}
