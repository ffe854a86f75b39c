/** The card-number login calls (shared/contract/login.ts), each through the client's API module. */
import type {
  CodeSentResponse,
  LoginStateResponse,
  LoginStepResponse,
} from '../../../../shared/contract/login.ts'
import { api } from '../../../lib/api-client.ts'
import { CAPTCHA_HEADER } from '../../captcha/solve-captcha.ts'

const withCaptcha = (captcha: string) => ({ headers: { [CAPTCHA_HEADER]: captcha }, redirectOn401: false })

export const checkCard = (body: { cardNumber: string; next?: string }, captcha: string) =>
  api.post<LoginStepResponse>('/api/login/card-check', body, withCaptcha(captcha))

export const loginWithPassword = (password: string, captcha: string) =>
  api.post<LoginStepResponse>('/api/login/password', { password }, withCaptcha(captcha))

export const verifyTwoFactorCode = (code: string) =>
  api.post<LoginStepResponse>('/api/login/two-factor/verify', { code }, { redirectOn401: false })

export const resendTwoFactorCode = () =>
  api.post<CodeSentResponse>('/api/login/two-factor/resend', {}, { redirectOn401: false })

export const getLoginState = () => api.get<LoginStateResponse>('/api/login/state', { redirectOn401: false })
