/**
 * /confirm-reset-password?token=…: the e-mailed link opened once; a link not valid, used or expired
 * says so and offers a new one; otherwise the security code where the account needs one, then the new
 * password, then the way back to log in.
 */

import { useEffect, useState } from 'react'
import { isLinkToken } from '../../../../shared/validation/link-tokens.ts'
import { linkFailureOf } from '../../../components/invalid-link.tsx'
import { Loading } from '../../../components/query/loading.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { useResetLink } from '../api/get-reset-link.ts'
import { useVerifyResetCode } from '../api/verify-reset-code.ts'
import { NewPasswordForm } from './new-password-form.tsx'
import { ResetDonePanel } from './reset-done-panel.tsx'
import { type LinkFailure, ResetLinkFailedPanel } from './reset-link-failed-panel.tsx'
import { SecurityCodeStep } from './security-code-step.tsx'

export type ConfirmResetProps = { token: string; requestHref: string; loginHref: string }

export function ConfirmReset({ token: linkToken, requestHref, loginHref }: ConfirmResetProps) {
  // Kept from the first render: the address bar loses it below.
  const [token] = useState(linkToken)
  const link = useResetLink(token)
  const verifyCode = useVerifyResetCode()
  const [codeGiven, setCodeGiven] = useState(false)
  const [done, setDone] = useState(false)
  const [failure, setFailure] = useState<LinkFailure>()

  // The token has done its work once the link is open: keep it out of the address bar and history.
  useEffect(() => {
    if (link.data) window.history.replaceState(window.history.state, '', window.location.pathname)
  }, [link.data])

  // A token not of the links' shape is never sent (useResetLink): it is not valid, whatever it is.
  const linkFailure = failure ?? (isLinkToken(token) ? linkFailureOf(link.error) : 'LINK_UNKNOWN')
  if (done) return <ResetDonePanel loginHref={loginHref} />
  if (linkFailure) return <ResetLinkFailedPanel failure={linkFailure} requestHref={requestHref} />
  if (link.isError)
    return (
      <div className="page self-service">
        <h1>Reset your password</h1>
        <Notice kind="error">
          {link.error instanceof ApiError ? link.error.message : DEFAULT_ERROR_MESSAGE}
        </Notice>
      </div>
    )
  if (!link.data) return <Loading>Loading</Loading>
  if (link.data.twoFactorRequired && !codeGiven)
    return (
      <SecurityCodeStep
        pending={verifyCode.isPending}
        verify={async (code) => {
          await verifyCode.mutateAsync(code)
          setCodeGiven(true)
        }}
      />
    )
  return <NewPasswordForm details={link.data} onDone={() => setDone(true)} onLinkFailed={setFailure} />
}
