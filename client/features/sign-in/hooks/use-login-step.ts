/**
 * Runs one login call (useLoginStepMutation) and follows its answer: a page of the app through the router, the identity
 * login start as a whole-page navigation; DN57 goes to identity with its loginUrl and token; a
 * 409 goes back to card-number entry; per-field messages go to the form, others to a notice.
 */
import { useState } from 'react'
import { useLocation } from 'wouter'
import { isSessionUpgrade } from '../../../../shared/contract/errors.ts'
import { ACCOUNT_PAUSED, ACCOUNT_PAUSED_CODE, TOO_MANY_ATTEMPTS } from '../../../../shared/contract/login.ts'
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { CaptchaError } from '../../../lib/captcha/solve-captcha.ts'
import { type LoginCall, useLoginStepMutation } from '../api/login-steps.ts'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The gateway's own routes are navigations, not pages of the app. */
function follow(redirectTo: string, setLocation: (to: string) => void) {
  if (redirectTo.startsWith('/api/')) window.location.assign(redirectTo)
  else setLocation(redirectTo)
}

export function useLoginStep(showFieldErrors: (fields: Record<string, string>) => void) {
  const [, setLocation] = useLocation()
  const mutation = useLoginStepMutation()
  const [error, setError] = useState<string>()

  const onError = (caught: unknown) => {
    if (caught instanceof CaptchaError) return setError(caught.message)
    if (!(caught instanceof ApiError)) return setError(DEFAULT_ERROR_MESSAGE)
    const { details, status } = caught
    if (isSessionUpgrade(status, details)) {
      const query = new URLSearchParams({ login_token: text(details.token) })
      return window.location.assign(`${text(details.loginUrl)}?${query}`)
    }
    if (status === 409 && text(details.redirectTo)) return setLocation(text(details.redirectTo))
    // An account paused by others' attempts says so; any other limit is this browser's own.
    if (status === 429)
      return setError(caught.code === ACCOUNT_PAUSED_CODE ? ACCOUNT_PAUSED : TOO_MANY_ATTEMPTS)
    const fields = details.fields
    if (caught.code === 'VALIDATION' && typeof fields === 'object' && fields !== null)
      return showFieldErrors(fields as Record<string, string>)
    setError(caught.message)
  }

  /** Runs the call and follows its answer, or shows why not. */
  const run = async (call: LoginCall): Promise<void> => {
    setError(undefined)
    try {
      const { redirectTo } = await mutation.mutateAsync(call)
      follow(redirectTo, setLocation)
    } catch (caught) {
      onError(caught)
    }
  }

  // A login that went through keeps its button busy while the browser moves on.
  return { run, pending: mutation.isPending || mutation.isSuccess, error, setError }
}
