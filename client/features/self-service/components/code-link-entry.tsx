/**
 * /two-factor-authentication/<token>: the security code's e-mailed link, in any browser. It asks
 * for the code of the flow it belongs to; a right code completes that step and goes on with the
 * flow here (for a password reset: the new password). The link's own refusals (unknown, used,
 * expired) are drawn by the caller, which knows the e-mailed links' pages.
 */

import { type ReactNode, useState } from 'react'
import type { CodeLinkVerifiedResponse } from '../../../../shared/contract/self-service.ts'
import { linkFailureOf } from '../../../components/invalid-link.tsx'
import { Loading } from '../../../components/query/loading.tsx'
import { LoadFailed } from '../../../components/query/query-state.tsx'
import {
  TwoFactorCodeStep,
  useTwoFactorCodeForm,
} from '../../../components/two-factor/two-factor-code-step.tsx'
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { useCodeLink } from '../api/get-code-link.ts'
import { useVerifyCodeLink } from '../api/verify-code-link.ts'
import { NewPasswordForm } from './new-password-form.tsx'
import { ResetDonePanel } from './reset-done-panel.tsx'
import { type LinkFailure, ResetLinkFailedPanel } from './reset-link-failed-panel.tsx'

const messageOf = (caught: unknown) => (caught instanceof ApiError ? caught.message : DEFAULT_ERROR_MESSAGE)

export type CodeLinkEntryProps = {
  token: string
  /** The page of a refused link (its code is the error's). */
  refused: (error: ApiError) => ReactNode
  requestHref: string
  loginHref: string
}

export function CodeLinkEntry({ token, refused, requestHref, loginHref }: CodeLinkEntryProps) {
  const link = useCodeLink(token)
  const verify = useVerifyCodeLink()
  const [verified, setVerified] = useState<CodeLinkVerifiedResponse>()
  const [linkError, setLinkError] = useState<ApiError>()
  const [error, setError] = useState<string>()
  const [done, setDone] = useState(false)
  const [resetFailure, setResetFailure] = useState<LinkFailure>()
  const form = useTwoFactorCodeForm()

  const check = async (code: string) => {
    setError(undefined)
    try {
      setVerified(await verify.mutateAsync({ token, code }))
    } catch (caught) {
      if (caught instanceof ApiError && linkFailureOf(caught)) setLinkError(caught)
      else setError(messageOf(caught))
    }
  }

  const openError = link.error instanceof ApiError && linkFailureOf(link.error) ? link.error : undefined
  if (done) return <ResetDonePanel loginHref={loginHref} />
  if (resetFailure) return <ResetLinkFailedPanel failure={resetFailure} requestHref={requestHref} />
  if (linkError ?? openError)
    return <div className="page self-service">{refused((linkError ?? openError) as ApiError)}</div>
  if (verified?.reset)
    return (
      <NewPasswordForm details={verified.reset} onDone={() => setDone(true)} onLinkFailed={setResetFailure} />
    )
  if (verified)
    return (
      <div className="page self-service">
        <h1>Your security code is confirmed</h1>
        <p role="status">Go back to the page where you asked for the code to carry on.</p>
      </div>
    )
  if (link.isError)
    return (
      <div className="page self-service">
        <h1>Enter your security code</h1>
        <LoadFailed
          message={messageOf(link.error)}
          onRetry={() => void link.refetch()}
          retrying={link.isFetching}
        />
      </div>
    )
  if (!link.data) return <Loading>Loading</Loading>
  return (
    <TwoFactorCodeStep
      className="page self-service"
      intro={
        <>
          <h1>Enter your security code</h1>
          <p>Enter the 6-digit security code from the same email. It works for 10 minutes.</p>
        </>
      }
      error={error}
      form={form}
      submitLabel="Continue"
      pending={verify.isPending}
      onCode={check}
    />
  )
}
