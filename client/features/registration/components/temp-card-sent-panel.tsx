/** Temporary card sent (routes §2.5): "Check your email" and Resend email. */
import { EMAIL_RESENT } from '../../../../shared/validation/messages.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { useResendTempCard } from '../api/send-temp-card.ts'
import { useRegistration } from '../hooks/registration-store.ts'
import { useResendEmail } from '../hooks/use-resend-email.ts'

export function TempCardSentPanel() {
  const email = useRegistration().userData.email
  const { resend, resent, pending, error } = useResendEmail(useResendTempCard())

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
