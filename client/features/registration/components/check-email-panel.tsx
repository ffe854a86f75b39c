/**
 * Check-email step (§2, 30%): where the link went, Re-send email (confirmed for 4 s), a way back to
 * change the address, and Open Gmail for Gmail addresses when the sniper-link switch is on.
 */
import { EMAIL_RESENT } from '../../../../shared/validation/messages.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { useSwitch } from '../../../lib/app-config.ts'
import { useResendEmailMutation } from '../api/resend-email.ts'
import { useRegistration } from '../hooks/registration-store.ts'
import { useJourney } from '../hooks/use-journey.ts'
import { useRegistrationSync } from '../hooks/use-registration-sync.ts'
import { useResendEmail } from '../hooks/use-resend-email.ts'
import { StepLayout } from './step-layout.tsx'

/** Opens the inbox searching for recent mail (a "sniper link"). */
const GMAIL_SNIPER_LINK = 'https://mail.google.com/mail/u/0/#search/in%3Aanywhere+newer_than%3A1h'

const isGmailAddress = (email: string) => /gmail|google/iu.test(email.slice(email.lastIndexOf('@') + 1))

export function CheckEmailPanel() {
  useRegistrationSync()
  const { userData } = useRegistration()
  const email = userData.email ?? ''
  const { stepHref } = useJourney()
  const sniperLink = useSwitch('isSniperLinkEnabled')
  const { resend, resent, pending, error } = useResendEmail(useResendEmailMutation())

  return (
    <StepLayout step="check-email" error={error}>
      <h1>We've sent you an email</h1>
      <p>
        We sent a link to <strong className="registration__email">{email}</strong>. Open the email and select
        the link to carry on creating your account.
      </p>
      {resent && <Notice>{EMAIL_RESENT}</Notice>}
      <div className="actions">
        {sniperLink && isGmailAddress(email) && (
          <Link href={GMAIL_SNIPER_LINK} variant="primary" target="_blank" rel="noopener noreferrer">
            Open Gmail
          </Link>
        )}
        <Button variant="secondary" isLoading={pending} onClick={resend}>
          Re-send email
        </Button>
      </div>
      <p className="registration__hint">
        Wrong email address? <Link href={stepHref('enter-email-address')}>Enter it again</Link>
      </p>
    </StepLayout>
  )
}
