/** Temporary card sent (routes §2.5): "Check your email" and Resend email. */
import { useState } from 'react'
import { NOTIFICATION_MS } from '../../../../shared/constants/timings.ts'
import { EMAIL_RESENT } from '../../../../shared/validation/messages.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { useTimedFlag } from '../../../lib/use-timed-flag.ts'
import { resendTempCard } from '../api/temp-card.ts'
import { useRegistration } from '../hooks/registration-store.ts'

export function TempCardSentPanel() {
  const email = useRegistration().userData.email
  const [resent, showResent] = useTimedFlag(NOTIFICATION_MS)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)

  const resend = async () => {
    setPending(true)
    setError(undefined)
    try {
      await resendTempCard()
      showResent()
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : DEFAULT_ERROR_MESSAGE)
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="page registration">
      <h1>Check your email</h1>
      <p>
        We've sent a link to your temporary card to{' '}
        {email ? <strong className="registration__email">{email}</strong> : 'your email address'}. It's valid
        for 30 days.
      </p>
      {error && <Notice kind="error">{error}</Notice>}
      {resent && <Notice>{EMAIL_RESENT}</Notice>}
      <Button variant="secondary" isLoading={pending} onClick={resend}>
        Resend email
      </Button>
    </div>
  )
}
