/**
 * A Re-send email button's state: the call in flight, its error message, and the confirmation
 * ("We just sent you another email") shown for 4 s after a success.
 */
import { useState } from 'react'
import { NOTIFICATION_MS } from '../../../../shared/constants/timings.ts'
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { useTimedFlag } from '../../../lib/use-timed-flag.ts'

export function useResendEmail(send: () => Promise<unknown>) {
  const [resent, showResent] = useTimedFlag(NOTIFICATION_MS)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)

  const resend = async () => {
    setPending(true)
    setError(undefined)
    try {
      await send()
      showResent()
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : DEFAULT_ERROR_MESSAGE)
    } finally {
      setPending(false)
    }
  }

  return { resend, resent, pending, error }
}
