/**
 * /confirm-update-email?token=…: confirms the new address of an e-mail change, optionally with a new
 * password (section 5 rules; the gateway's upstream also checks it against the collector's names).
 * The link works once: after the press the page says it is done, or why the link no longer works.
 */
import { type FormEvent, useState } from 'react'
import { validatePassword } from '../../../../shared/validation/password-rules.ts'
import { linkFailureOf } from '../../../components/invalid-link.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { PasswordInput } from '../../../components/ui/password-input.tsx'
import { ApiError } from '../../../lib/api-error.ts'
import { useUpdateEmail } from '../api/update-email.ts'
import { LinkRefused } from './link-refused.tsx'

const LOG_IN = { href: '/homepage', label: 'Log in with your new email address' }

export function ConfirmUpdateEmailForm({ token }: { token: string }) {
  const update = useUpdateEmail()
  const [password, setPassword] = useState('')
  const [fieldError, setFieldError] = useState<string>()
  const refused = linkFailureOf(update.error)
  const failed = update.error instanceof ApiError && !refused ? update.error.message : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const broken = password === '' ? undefined : validatePassword(password)
    setFieldError(broken)
    if (!broken) update.mutate({ token, ...(password ? { newPassword: password } : {}) })
  }

  if (refused)
    return <LinkRefused error={update.error} next={{ href: '/homepage', label: 'Go to your account' }} />
  if (update.isSuccess)
    return (
      <>
        <h1>Your email address has changed</h1>
        <Notice>
          From now on, log in with your new email address{password ? ' and your new password' : ''}.
        </Notice>
        <p>
          <Link href={LOG_IN.href}>{LOG_IN.label}</Link>
        </p>
      </>
    )
  return (
    <>
      <h1>Confirm your new email address</h1>
      <p>Press the button to use this email address for your account from now on.</p>
      {failed && <Notice kind="error">{failed}</Notice>}
      <form noValidate onSubmit={submit}>
        <PasswordInput
          label="New password (optional)"
          value={password}
          error={fieldError}
          autoComplete="new-password"
          onChange={(value) => {
            setPassword(value)
            // After a refused press the message follows the typing, so it is gone before the next press.
            if (fieldError) setFieldError(value === '' ? undefined : validatePassword(value))
          }}
          onBlur={() => {}}
        >
          <p className="field__hint">Leave it empty to keep your password.</p>
        </PasswordInput>
        <Button type="submit" isLoading={update.isPending}>
          Confirm new email address
        </Button>
      </form>
    </>
  )
}
