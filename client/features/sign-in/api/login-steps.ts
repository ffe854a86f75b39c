/**
 * The card-number login calls (shared/contract/login.ts) that move the login on; each answers with
 * where to go next. Card check and password carry a captcha solution. A 401 here is an answer to
 * show (a wrong password), not an expired session.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { loginApi } from '../../../../shared/contract/login.ts'
import { call } from '../../../lib/api-client.ts'
import { captchaHeaders } from '../../../lib/captcha/solve-captcha.ts'
import { sessionKey } from '../../../lib/use-session.ts'
import { signInKeys } from './keys.ts'

export const checkCard = (body: { cardNumber: string; next?: string }, captcha: string) =>
  call(loginApi.cardCheck, { body }, { headers: captchaHeaders(captcha), redirectOn401: false })

export const loginWithPassword = (password: string, captcha: string) =>
  call(loginApi.password, { body: { password } }, { headers: captchaHeaders(captcha), redirectOn401: false })

export const verifyTwoFactorCode = (code: string) =>
  call(loginApi.twoFactorVerify, { body: { code } }, { redirectOn401: false })

export type LoginCall = () => Promise<{ redirectTo: string }>

/** Sends one login step; the login state has moved on, and a finished login changes the session. */
export function useLoginStepMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (call: LoginCall) => call(),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: signInKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKey }),
      ]),
  })
}
